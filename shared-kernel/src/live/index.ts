export { openLiveStream, LAST_EVENT_ID_PARAM, type LiveEvent, type LiveStreamOptions } from './live-stream';
