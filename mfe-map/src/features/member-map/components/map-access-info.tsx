import { Link } from '@trailhead/shared-kernel/router';
import { Box, Button, Heading, HStack, Stack, Text } from '@trailhead/shared-kernel/ui';

/** Spec §6: the refusal a free member gets (the same words as the API's 403). */
export const MAP_REFUSED = 'The member map is a benefit of paid membership.';

/**
 * What a visitor or a free member meets at /map: what the map is and how to get it (spec §2
 * membership routes), a real page rather than a failed request or an empty map.
 */
export function MapAccessInfo({ visitor }: { visitor: boolean }) {
  return (
    <Stack gap="5" maxW="3xl" data-testid="map-access-info">
      <Heading as="h1" size="2xl">
        Member map
      </Heading>
      <Text fontSize="lg">
        The member map shows who rides near you: members, clubs, events and trail locations on one map, with who is online now and a radius
        search around your place or any point you choose.
      </Text>
      <Box as="ul" ps="5" listStyleType="disc">
        <Text as="li">Members near you, and who of them is online — each member decides whether and how exactly they are shown.</Text>
        <Text as="li">Clubs and upcoming events around you, for your vehicle.</Text>
        <Text as="li">Trail locations with reviews, star ratings and photos from members; add the ones you know.</Text>
      </Box>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="gray.50">
        <Text fontWeight="semibold" role="status">
          {MAP_REFUSED}
        </Text>
        <Text mt="1">
          {visitor
            ? 'Join Trailhead as a paid member to open the map; it comes with member pricing on gear, priority event access and more.'
            : 'Upgrade your membership (or start your free trial, if you have not had one) to open the map.'}
        </Text>
        <HStack gap="3" mt="3" wrap="wrap">
          <Button asChild bg="brand.redDark" color="white" size="sm">
            <Link to={visitor ? '/join-us' : '/subscriptions'}>{visitor ? 'Join us' : 'See memberships'}</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/benefits">What members get</Link>
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
