import { isGuarded, memberType, redirectAfterStatus } from './session-rules';

describe('redirectAfterStatus (spec §4)', () => {
  it('sends a blocked account to /accountBlocked from any other path, and keeps it there', () => {
    expect(redirectAfterStatus('none', '/forums', '/')).toBe('/accountBlocked');
    expect(redirectAfterStatus('none', '/accountBlocked', '/')).toBeNull();
  });

  it('sends visitors and partial accounts away from guarded paths to the vehicle home URL', () => {
    expect(redirectAfterStatus('public', '/accountDetails', '/wrangler')).toBe('/wrangler');
    expect(redirectAfterStatus('partial', '/preferences', '/')).toBe('/');
    expect(redirectAfterStatus('full', '/preferences', '/')).toBeNull();
  });

  it('lets everyone read public pages', () => {
    expect(redirectAfterStatus('public', '/forums', '/')).toBeNull();
    expect(redirectAfterStatus('partial', '/events', '/')).toBeNull();
  });

  it('takes a valid account off the blocked page', () => {
    expect(redirectAfterStatus('full', '/accountBlocked', '/gladiator')).toBe('/gladiator');
  });
});

describe('isGuarded', () => {
  it.each(['/accountDetails', '/manageConversation', '/events/create', '/forums/trail-talk-n.2/post-thread'])('%s needs an account', (path) => {
    expect(isGuarded(path)).toBe(true);
  });
  it.each(['/', '/forums', '/events', '/members', '/help/terms', '/alerts', '/conversations'])('%s is public', (path) => {
    expect(isGuarded(path)).toBe(false);
  });
});

describe('memberType', () => {
  it('is paid with a membership, registered without, guest when logged out', () => {
    expect(memberType({ UserMembership: { code: 'premium_membership' } })).toBe('paid');
    expect(memberType({ UserMembership: null })).toBe('registered');
    expect(memberType(null)).toBe('guest');
  });
});
