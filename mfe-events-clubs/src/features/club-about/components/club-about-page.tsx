import { FullDate } from '@trailhead/shared-kernel/dates';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Box, Heading, Link, RouterLink, Stack, Text, UserContent, countText } from '@trailhead/shared-kernel/ui';
import { useClubContext } from '../../club-layout';
import { Detail } from '../../../lib/detail-row';
import { UserLink } from '@trailhead/shared-kernel/members';

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada' };

/** /clubs/{slug} and /clubs/{slug}/about: the description and the club's custom fields (spec §3). */
export function ClubAboutPage() {
  const { club } = useClubContext();
  const root = `/clubs/${club.slug}`;
  return (
    <Stack gap="5" data-testid="club-about">
      <Box as="section" aria-labelledby="club-about-heading">
        <Heading as="h2" id="club-about-heading" size="lg" mb="2">
          About {club.name}
        </Heading>
        {club.description.trim() === '' ? (
          <Text color="gray.700">The owner has not described this club yet.</Text>
        ) : (
          // The API sanitises the description on write (the one shared sanitiser), as an event's.
          <UserContent html={club.description} data-testid="club-description" />
        )}
      </Box>
      <Box as="section" aria-labelledby="club-facts-heading" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" id="club-facts-heading" size="md" mb="3">
          Club details
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '11rem 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }} fontSize="sm" data-testid="club-details">
          {club.custom_fields.president && <Detail term="President">{club.custom_fields.president}</Detail>}
          <Detail term="Location type">{club.custom_fields.location_type === 'online' ? 'Online' : 'Physical'}</Detail>
          {club.custom_fields.location_type === 'physical' && addressText(club) && <Detail term="Address">{addressText(club)}</Detail>}
          {club.custom_fields.website && (
            <Detail term="Website">
              <Link href={club.custom_fields.website} target="_blank" rel="noopener noreferrer nofollow" color="brand.redDark" wordBreak="break-all">
                {club.custom_fields.website}
              </Link>
            </Detail>
          )}
          <Detail term="Owner">
            <UserLink user={club.Owner} fontWeight="normal" />
          </Detail>
          <Detail term="Created">
            <FullDate seconds={club.created_at} />
          </Detail>
          <Detail term="Members">
            <RouterLink to={`${root}/followers`} color="brand.redDark">
              {countText(club.member_count, 'member')}
            </RouterLink>
          </Detail>
          <Detail term="Upcoming events">
            <RouterLink to={`${root}/events`} color="brand.redDark">
              {countText(club.upcoming_event_count, 'upcoming event')}
            </RouterLink>
          </Detail>
          <Detail term="Discussions">
            <RouterLink to={`${root}/discussions`} color="brand.redDark">
              {countText(club.discussion_count, 'discussion')}
            </RouterLink>
          </Detail>
        </Box>
      </Box>
    </Stack>
  );
}

/** The full address of a physical club on one line: street, city, state ZIP, country. */
export function addressText(club: Pick<ClubDetail, 'custom_fields'>): string {
  const { address, city, state, zipcode, country } = club.custom_fields;
  const region = [state, zipcode].filter(Boolean).join(' ');
  return [address, city, region, country ? (COUNTRY_NAMES[country] ?? country) : null].filter(Boolean).join(', ');
}
