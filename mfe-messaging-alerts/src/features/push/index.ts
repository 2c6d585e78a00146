// The push feature's door for the other features (the conversation page renders the prompt).
export { PushPrompt } from './push-prompt';
