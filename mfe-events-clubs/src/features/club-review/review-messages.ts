/** What a moderator is told after a review, and when nothing waits. */
export const APPROVED_MESSAGE = (name: string) => `“${name}” is approved: members can find and join it now.`;
export const REJECTED_MESSAGE = (name: string) => `“${name}” is rejected. The owner has been told why.`;
export const QUEUE_EMPTY = 'No clubs are waiting for review.';
