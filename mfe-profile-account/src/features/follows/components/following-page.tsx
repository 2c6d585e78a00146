import { MemberListPage } from './member-list-page';

/** /following: the members the signed-in member follows, with Unfollow. */
export function FollowingPage() {
  return <MemberListPage kind="following" />;
}
