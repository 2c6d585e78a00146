import { remoteForPath } from './areas';

describe('remoteForPath', () => {
  it.each([
    ['/events', 'mfe-events-clubs'],
    ['/clubs/rock-crawlers/about', 'mfe-events-clubs'],
    ['/members/member.3/', 'mfe-profile-account'],
    ['/accountDetails', 'mfe-profile-account'],
    ['/conversations/12', 'mfe-messaging-alerts'],
    ['/alerts', 'mfe-messaging-alerts'],
    ['/map', 'mfe-map'],
    ['/', 'mfe-forum'],
    ['/forums/trail-talk-n.2/', 'mfe-forum'],
    ['/threads/winches-t.9/page-2', 'mfe-forum'],
    ['/anything/else', 'mfe-forum'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});
