import { useState } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import { Box, Button, Flex, HStack, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useLocationReviews } from '../api/location-queries';
import { StarRating } from './star-input';

/** The location's reviews, newest first, a page at a time. */
export function LocationReviews({ locationId }: { locationId: number }) {
  const [page, setPage] = useState(1);
  const reviews = useLocationReviews(locationId, page);
  if (reviews.isPending) return <Spinner size="sm" aria-label="Loading the reviews" />;
  if (reviews.isError) return <Text color="red.700">{reviews.error.message}</Text>;
  const { reviews: list, pagination } = reviews.data;
  if (list.length === 0) return <Text color="gray.700">No reviews yet. Be the first to rate it.</Text>;
  return (
    <Stack gap="3">
      <Stack asChild gap="3">
        <ul aria-label="Reviews" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((review) => (
            <li key={review.rating_id} data-testid="location-review">
              <Box borderWidth="1px" borderRadius="md" p="3">
                <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                  <HStack gap="2">
                    {review.user ? <UserLink user={review.user} /> : <Text fontWeight="semibold">A former member</Text>}
                    <StarRating value={review.user_rating} />
                  </HStack>
                  <Text fontSize="sm" color="gray.700">
                    <RelativeDate seconds={review.rating_date} />
                  </Text>
                </Flex>
                {review.comment && (
                  <Text mt="2" whiteSpace="pre-wrap">
                    {review.comment}
                  </Text>
                )}
                {review.location_rating_image && (
                  <Box mt="2" display="block" w="32" h="24" borderRadius="md" overflow="hidden" asChild>
                    <a href={review.location_rating_image.url} target="_blank" rel="noreferrer">
                      <img
                        src={review.location_rating_image.thumbnail_url}
                        alt={`Photo by ${review.user?.username ?? 'a former member'}`}
                        loading="lazy"
                        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                    </a>
                  </Box>
                )}
              </Box>
            </li>
          ))}
        </ul>
      </Stack>
      {pagination.last_page > 1 && (
        <HStack as="nav" aria-label="Review pages" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1 || reviews.isFetching} onClick={() => setPage(page - 1)}>
            Newer reviews
          </Button>
          <Text fontSize="sm">
            Page {pagination.current_page} of {pagination.last_page}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pagination.last_page || reviews.isFetching} onClick={() => setPage(page + 1)}>
            Older reviews
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
