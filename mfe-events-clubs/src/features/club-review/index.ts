// The moderators' review queue of new clubs, shown on /clubs.
export { ReviewQueue } from './components/review-queue';
export { APPROVED_MESSAGE, REJECTED_MESSAGE, QUEUE_EMPTY } from './review-messages';
export { useReviewQueue } from './api/get-review-queue';
