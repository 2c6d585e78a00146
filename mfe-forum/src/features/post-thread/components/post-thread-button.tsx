import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RouterLink } from '@trailhead/shared-kernel/ui';
import { postThreadPath } from '../post-thread-path';

/**
 * 'Post thread' for a forum page: shown to visitors (the form asks them to log in) and to members
 * who may post new threads (can_post_new_thread); hidden from members who may not.
 */
export function PostThreadButton({ forum }: { forum: { view_url: string } }) {
  const session = useObservable(bus.session$);
  if (isLoggedIn(session) && session.user && !session.user.can_post_new_thread) return null;
  return (
    <RouterLink
      to={postThreadPath(toSitePath(forum.view_url))}
      data-testid="post-thread-button"
      bg="brand.redDark"
      color="white"
      px="4"
      py="2"
      borderRadius="md"
      fontWeight="semibold"
      fontSize="sm"
      _hover={{ textDecoration: 'none', opacity: 0.9 }}
    >
      Post thread
    </RouterLink>
  );
}
