export { AlertsMenu } from './components/alerts-menu';
export { ConversationsMenu } from './components/conversations-menu';
