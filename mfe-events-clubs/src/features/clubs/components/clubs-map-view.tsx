import { useMemo } from 'react';
import type { ClubsMapResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Badge, Box, Flex, Heading, QueryView, RouterLink, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { useMapsOptions } from '@trailhead/shared-kernel/maps';
import { GoogleMarkerMap } from '../../../lib/google-marker-map';
import { useClubsMap } from '../api/get-clubs-map';
import { COUNTRY_NAMES } from '../club-text';
import { ClubAvatar } from './club-card';

type MapClub = ClubsMapResponse['clubs'][number];

/** The clubs on a Google map when the site has a key; without one, the same clubs by state or province. */
export function ClubsMapView({ vehicleTypeId }: { vehicleTypeId: number }) {
  const clubs = useClubsMap(vehicleTypeId);
  const options = useMapsOptions();
  return (
    <QueryView query={clubs} what="the clubs map">
      {({ clubs: list }) => {
        if (list.length === 0) return <Text data-testid="no-clubs">No clubs with a place on the map for this vehicle type.</Text>;
        if (options.isPending) return null;
        const key = options.data?.google_maps_api_key;
        return key ? <GoogleClubsMap apiKey={key} clubs={list} /> : <ClubsByState clubs={list} />;
      }}
    </QueryView>
  );
}

function GoogleClubsMap({ apiKey, clubs }: { apiKey: string; clubs: MapClub[] }) {
  const markers = useMemo(
    () =>
      clubs.map((club) => ({
        latitude: club.latitude,
        longitude: club.longitude,
        title: club.name,
        label: `${club.name} · ${[club.city, club.state].filter(Boolean).join(', ')} · ${countText(club.member_count, 'member')}`,
        href: club.view_url,
      })),
    [clubs],
  );
  return <GoogleMarkerMap apiKey={apiKey} markers={markers} label="Map of clubs" failedText="Google Maps could not be loaded. Here is the list of clubs instead." testId="clubs-google-map" />;
}

const stateKey = (club: MapClub) => `${club.country ?? ''}|${club.state ?? ''}`;

/** Without a map: the clubs grouped by state or province, the United States first, then Canada, each in order of name. */
export function ClubsByState({ clubs }: { clubs: MapClub[] }) {
  const groups = new Map<string, MapClub[]>();
  for (const club of clubs) groups.set(stateKey(club), [...(groups.get(stateKey(club)) ?? []), club]);
  const countryRank = (country: string) => (country === 'US' ? 0 : country === 'CA' ? 1 : 2);
  const keys = [...groups.keys()].sort((a, b) => {
    const [countryA, stateA] = a.split('|');
    const [countryB, stateB] = b.split('|');
    return countryRank(countryA) - countryRank(countryB) || stateA.localeCompare(stateB);
  });
  return (
    <Stack gap="5" data-testid="clubs-by-state">
      <Text fontSize="sm" color="gray.700">
        This site has no map key, so here are the clubs that meet in person, by state and province.
      </Text>
      {keys.map((key, index) => {
        const [country, state] = key.split('|');
        const list = [...(groups.get(key) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
        return (
          <Box as="section" key={key} aria-labelledby={`state-${index}`}>
            <Heading as="h2" size="md" id={`state-${index}`} mb="2">
              {state || 'Unknown state'}
              {country && `, ${COUNTRY_NAMES[country] ?? country}`} <Badge ml="1">{list.length}</Badge>
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {list.map((club) => (
                <Flex as="li" key={club.id} gap="2" align="center" borderBottomWidth="1px" pb="2">
                  <ClubAvatar club={club} size="xs" />
                  <RouterLink to={toSitePath(club.view_url)} fontWeight="semibold">
                    {club.name}
                  </RouterLink>
                  <Text fontSize="sm" color="gray.700">
                    {club.city} · {countText(club.member_count, 'member')}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
