import { useId } from 'react';
import { UserLink } from '@trailhead/shared-kernel/members';
import { Box, CloseButton, Flex, Heading, HStack, Separator, Spinner, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { useLocation, useLocationTypes } from '../api/location-queries';
import { LocationGallery } from './location-gallery';
import { LocationReviews } from './location-reviews';
import { LocationTypeIcon } from './location-type-icon';
import { RatingForm } from './rating-form';
import { StarRating, starsLabel } from './star-input';

/** The location `locationId` beside the map: its details, reviews, rating form and gallery. */
export function LocationPanel({ locationId, onClose }: { locationId: number; onClose: () => void }) {
  const titleId = useId();
  const answer = useLocation(locationId);
  const types = useLocationTypes();
  const close = <CloseButton size="sm" aria-label="Close the location" onClick={onClose} />;

  if (answer.isPending) {
    return (
      <Box as="aside" aria-label="Trail location" borderWidth="1px" borderRadius="md" p="4" data-testid="location-panel">
        <Flex justify="space-between" align="center">
          <Spinner size="sm" aria-label="Loading the location" />
          {close}
        </Flex>
      </Box>
    );
  }
  if (answer.isError) {
    return (
      <Box as="aside" aria-label="Trail location" borderWidth="1px" borderRadius="md" p="4" data-testid="location-panel">
        <Flex justify="space-between" align="center" gap="2">
          <Text role="alert" color="red.700">
            {answer.error.message}
          </Text>
          {close}
        </Flex>
      </Box>
    );
  }

  const location = answer.data.location;
  const typeName = types.data?.values[location.location_type] ?? location.location_type;
  const place = [location.address, location.city, location.state, location.country].filter(Boolean).join(', ');
  return (
    <Box as="aside" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="location-panel">
      <Stack gap="4">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={titleId}>
              {location.name}
            </Heading>
            <HStack gap="1" color="gray.700" data-testid="location-type">
              <LocationTypeIcon icon={types.data?.icons[location.location_type]} />
              <Text fontSize="sm">{typeName}</Text>
            </HStack>
          </Stack>
          {close}
        </Flex>
        <Stack gap="1" fontSize="sm">
          <Text>{place}</Text>
          <HStack gap="2">
            {location.rating !== null ? <StarRating value={location.rating} /> : null}
            <Text color="gray.700">
              {location.rating !== null ? `${location.rating} · ` : ''}
              {countText(location.rating_count, 'review')}
            </Text>
          </HStack>
          {location.user && (
            <Text color="gray.700">
              Added by <UserLink user={location.user} />
            </Text>
          )}
        </Stack>
        {location.description && <Text whiteSpace="pre-wrap">{location.description}</Text>}
        <Separator />
        <Stack gap="2" as="section" aria-label="Rate it">
          <Heading as="h3" size="md">
            Rate it
          </Heading>
          {location.user_rating !== null ? (
            <Text data-testid="your-rating">You rated this {starsLabel(location.user_rating)}</Text>
          ) : location.can_rate ? (
            <RatingForm locationId={location.location_id} locationName={location.name} />
          ) : (
            <Text color="gray.700">Complete your account to rate locations.</Text>
          )}
        </Stack>
        <Separator />
        <Stack gap="2" as="section" aria-label="Reviews">
          <Heading as="h3" size="md">
            Reviews
          </Heading>
          <LocationReviews locationId={location.location_id} />
        </Stack>
        <Separator />
        <Stack gap="2" as="section" aria-label="Photos">
          <Heading as="h3" size="md">
            Photos
          </Heading>
          <LocationGallery locationId={location.location_id} categoryId={location.media_category_id} canAdd={location.can_add_media} />
        </Stack>
      </Stack>
    </Box>
  );
}
