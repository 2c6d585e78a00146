import type { Alert } from '@trailhead/shared-kernel/types';
import { describeAlert } from './get-alerts';

const alert = (overrides: Partial<Alert>): Alert => ({
  alert_id: 1,
  action: 'reaction',
  content_type: 'post',
  event_date: 0,
  FromUser: { username: 'moderator', view_url: '/members/moderator.2/' },
  ToUser: null,
  Content: { view_url: '/threads/x-t.1/', title: 'Winch line care', message: null },
  extra_data: {},
  read: false,
  viewed: false,
  ...overrides,
});

describe('describeAlert', () => {
  it('names the actor and the target in one sentence', () => {
    expect(describeAlert(alert({}))).toBe('moderator reacted to your post in Winch line care.');
  });

  it("reads 'unknown member' when the actor is gone", () => {
    expect(describeAlert(alert({ FromUser: null, action: 'quote' }))).toBe('unknown member quoted your post in Winch line care.');
  });

  it('adds the reason of a deletion', () => {
    expect(describeAlert(alert({ action: 'post_delete', extra_data: { reason: 'Off topic' } }))).toBe('Your post in Winch line care was deleted: Off topic');
  });
});
