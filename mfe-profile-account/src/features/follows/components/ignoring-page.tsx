import { MemberListPage } from './member-list-page';

/** /ignoring: the members the signed-in member ignores, with Unignore. */
export function IgnoringPage() {
  return <MemberListPage kind="ignoring" />;
}
