import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@trailhead/shared-kernel/router';
import { PROFILE_LIMITED_MESSAGE } from '@trailhead/shared-kernel/types';
import { NotFoundPage, QueryView, Stack, Text, useHydrated } from '@trailhead/shared-kernel/ui';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { useMemberProfile } from '../api/get-member-profile';
import { DEFAULT_TAB, profileIdFrom, tabFromHash } from '../profile-url';
import { ProfileHeader } from './profile-header';
import { ProfileTabs } from './profile-tabs';

const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * /members/{username}.{userId}: the member's profile. The id decides who it is; a wrong or old
 * username is replaced by the member's own address, an unknown member is the 404 page.
 */
export function ProfilePage() {
  const { profile } = useParams();
  const userId = profileIdFrom(profile);
  if (userId === null) return <NotFoundPage />;
  return <MemberProfilePage key={userId} userId={userId} />;
}

function MemberProfilePage({ userId }: { userId: number }) {
  const profile = useMemberProfile(userId);
  const location = useLocation();
  const navigate = useNavigate();
  // The server never sees the #hash: the drawing shows the first section, the browser then the asked one.
  const hydrated = useHydrated();
  const tab = hydrated ? tabFromHash(location.hash) : DEFAULT_TAB;
  const viewUrl = profile.data ? toSitePath(profile.data.user.view_url) : null;

  useEffect(() => {
    if (!viewUrl) return;
    let here = location.pathname;
    try {
      here = decodeURIComponent(here);
    } catch {
      // a malformed escape: compared as it is
    }
    if (withoutSlash(here) !== withoutSlash(decodeURIComponent(viewUrl))) navigate(`${viewUrl}${location.search}${location.hash}`, { replace: true });
  }, [viewUrl, location.pathname, location.search, location.hash, navigate]);

  return (
    <QueryView query={profile} what="the profile" notFound={<NotFoundPage />}>
      {({ user }) => (
        <Stack gap="5" data-testid="profile-page">
          <ProfileHeader user={user} full={user.can_view_profile} />
          {user.can_view_profile ? (
            <ProfileTabs user={user} tab={tab} />
          ) : (
            <Text borderWidth="1px" borderRadius="md" p="4" bg="gray.50" data-testid="profile-limited">
              {PROFILE_LIMITED_MESSAGE}
            </Text>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
