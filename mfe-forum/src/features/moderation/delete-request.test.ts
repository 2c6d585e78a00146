import { deleteRequest } from './delete-request';

const choices = { reason: ' spam ', hardDelete: true, authorAlert: true, authorAlertReason: ' please stop ' };

it('sends only the reason for an author deleting their own post', () => {
  expect(deleteRequest(choices, false)).toEqual({ reason: 'spam' });
});

it('sends hard delete and the author alert for a moderator', () => {
  expect(deleteRequest(choices, true)).toEqual({ reason: 'spam', hard_delete: true, author_alert: true, author_alert_reason: 'please stop' });
  expect(deleteRequest({ ...choices, authorAlert: false }, true)).toEqual({ reason: 'spam', hard_delete: true, author_alert: false });
});
