import { useEffect, useMemo } from 'react';
import { Outlet, useParams } from '@trailhead/shared-kernel/router';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { NotFoundPage, QueryView, Stack } from '@trailhead/shared-kernel/ui';
import { useClub } from '../api/get-club';
import { ClubContext, type ClubContextValue } from '../club-context';
import { ClubAccessNotice } from './club-access-notice';
import { ClubHeader } from './club-header';
import { ClubReviewBanner } from './club-review-banner';
import { ClubTabs } from './club-tabs';

/**
 * /clubs/{slug}/…: the club layout of spec §2 (club header with the join/member/banned button and
 * the settings menu, the club menu, then the tab). The club is read once here; the tabs take it
 * from ClubContext. Spec §8: when the club cannot be read, the page is the 404 page.
 */
export function ClubLayout() {
  const { slug = '' } = useParams();
  const club = useClub(slug);
  if (club.isError) return <NotFoundPage />;
  return (
    <QueryView query={club} what="the club">
      {({ club: detail }) => <ClubFrame slug={slug} club={detail} refresh={club.refetch} />}
    </QueryView>
  );
}

function ClubFrame({ slug, club, refresh }: { slug: string; club: ClubDetail; refresh: () => Promise<unknown> }) {
  useEffect(() => {
    document.title = `${club.name} · Clubs`;
  }, [club.name]);
  const context = useMemo<ClubContextValue>(() => ({ club, refresh }), [club, refresh]);
  return (
    <ClubContext.Provider value={context}>
      <Stack gap="4" data-testid="club-layout">
        <ClubHeader slug={slug} club={club} />
        <ClubReviewBanner club={club} />
        <ClubAccessNotice club={club} />
        <ClubTabs slug={slug} club={club} />
        <Outlet />
      </Stack>
    </ClubContext.Provider>
  );
}
