import { nodeIdFromPostThreadPath, postThreadPath, postThreadRefusal } from './post-thread-path';

it('reads the forum id from a post-thread URL', () => {
  expect(nodeIdFromPostThreadPath('/forums/trail-talk-n.12/post-thread')).toBe(12);
  expect(nodeIdFromPostThreadPath('/trail-talk-n.7/post-thread/')).toBe(7);
  expect(nodeIdFromPostThreadPath('/forums/post-thread')).toBeNull();
});

it('builds the post-thread URL of a forum', () => {
  expect(postThreadPath('/forums/trail-talk-n.12/')).toBe('/forums/trail-talk-n.12/post-thread');
  expect(postThreadPath('/forums/trail-talk-n.12')).toBe('/forums/trail-talk-n.12/post-thread');
});

it('needs a login, a valid account and can_post_new_thread (spec §5)', () => {
  expect(postThreadRefusal({ loggedIn: false, permission: 'public', canPostNewThread: false })).toBe('login');
  expect(postThreadRefusal({ loggedIn: true, permission: 'partial', canPostNewThread: true })).toBe('account');
  expect(postThreadRefusal({ loggedIn: true, permission: 'full', canPostNewThread: false })).toBe('permission');
  expect(postThreadRefusal({ loggedIn: true, permission: 'full', canPostNewThread: true })).toBeNull();
});
