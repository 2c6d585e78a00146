// The forum index's door: the node tree and a forum's row, for the document pages.
export { ForumIndexPage } from './components/forum-index-page';
export { ForumRow } from './components/forum-row';
export { groupNodes, nodeTrail, nodesQuery, useNodes, type CategoryWithForums } from './api/get-nodes';
