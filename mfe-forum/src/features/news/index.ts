// The news feature's door: what other features may use of it.
export { newsQuery, useNews } from './api/get-news';
