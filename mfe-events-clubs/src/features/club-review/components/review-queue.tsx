import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Badge, Box, Button, Flex, Heading, QueryView, RouterLink, Stack, Text, UserAvatar, UserContent } from '@trailhead/shared-kernel/ui';
import { useReviewQueue } from '../api/get-review-queue';
import { useReviewClub } from '../api/review-club';
import { APPROVED_MESSAGE, QUEUE_EMPTY } from '../review-messages';
import { RejectDialog } from './reject-dialog';
import { UserLink } from '@trailhead/shared-kernel/members';


/** The moderators' queue (GET /clubs/review): each pending club with its owner, place and description; approve, or reject with a reason. */
export function ReviewQueue({ page, hrefForPage }: { page: number; hrefForPage: (page: number) => string }) {
  const queue = useReviewQueue(page);
  const [rejecting, setRejecting] = useState<ClubDetail | null>(null);
  return (
    <Box as="section" aria-labelledby="review-heading" data-testid="review-queue">
      <Heading as="h2" id="review-heading" size="lg" mb="3">
        Clubs waiting for review
      </Heading>
      <QueryView query={queue} what="the clubs waiting for review">
        {({ clubs, pagination }) =>
          clubs.length === 0 ? (
            <Text data-testid="review-empty">{QUEUE_EMPTY}</Text>
          ) : (
            <Stack gap="4">
              {clubs.map((club) => (
                <PendingClub key={club.id} club={club} onReject={() => setRejecting(club)} />
              ))}
              {pagination.last_page > 1 && (
                <Flex as="nav" aria-label="Pages of the review queue" gap="3" align="center">
                  {pagination.current_page > 1 && <RouterLink to={hrefForPage(pagination.current_page - 1)}>Previous</RouterLink>}
                  <Text fontSize="sm">
                    Page {pagination.current_page} of {pagination.last_page}
                  </Text>
                  {pagination.current_page < pagination.last_page && <RouterLink to={hrefForPage(pagination.current_page + 1)}>Next</RouterLink>}
                </Flex>
              )}
            </Stack>
          )
        }
      </QueryView>
      {rejecting && <RejectDialog club={rejecting} onClose={() => setRejecting(null)} />}
    </Box>
  );
}

function PendingClub({ club, onReject }: { club: ClubDetail; onReject: () => void }) {
  const review = useReviewClub();
  const fields = club.custom_fields;
  const place =
    fields.location_type === 'online' ? 'Online club' : [fields.address, fields.city, [fields.state, fields.zipcode].filter(Boolean).join(' '), fields.country].filter(Boolean).join(', ');
  const approve = () =>
    review.mutate(
      { clubId: club.id, decision: 'approve' },
      {
        onSuccess: () => bus.snackbar.next({ status: 'success', message: APPROVED_MESSAGE(club.name) }),
        onError: (error) => bus.snackbar.next({ status: 'error', message: error.message }),
      },
    );
  const titleId = `pending-${club.id}`;
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" data-testid="pending-club">
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Stack gap="1" minW="0">
          <Heading as="h3" size="md" id={titleId}>
            <RouterLink to={toSitePath(club.view_url)}>{club.name}</RouterLink>
          </Heading>
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="gray.700">
            <Badge colorPalette="orange">Pending</Badge>
            <Text>
              Registered <RelativeDate seconds={club.created_at} /> by
            </Text>
            <Flex gap="1.5" align="center">
              <UserLink user={club.Owner} avatar={<UserAvatar username={club.Owner.username} src={club.Owner.avatar_urls.h} size="xs" />} />
            </Flex>
          </Flex>
          <Text fontSize="sm" data-testid="pending-place">
            {place}
          </Text>
          {(fields.president || fields.website) && (
            <Text fontSize="sm" color="gray.700">
              {fields.president && `President: ${fields.president}`}
              {fields.president && fields.website && ' · '}
              {fields.website}
            </Text>
          )}
        </Stack>
        <Flex gap="2">
          <Button size="sm" bg="green.700" color="white" onClick={approve} loading={review.isPending} disabled={review.isPending} aria-label={`Approve ${club.name}`}>
            Approve
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onReject} disabled={review.isPending} aria-label={`Reject ${club.name}`}>
            Reject
          </Button>
        </Flex>
      </Flex>
      {club.description && <UserContent html={club.description} mt="3" fontSize="sm" maxH="40" overflowY="auto" />}
    </Box>
  );
}
