export { DeleteDialog } from './components/delete-dialog';
export { ReportDialog } from './components/report-dialog';
export { ThreadTools } from './components/thread-tools';
export { deletePost } from './api/moderation-api';
