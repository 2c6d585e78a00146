import { lazy, Suspense, useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { AwardRequest } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Heading, Pager, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useAwardRequests, useReviewAwardRequest } from '../api/awards-api';

const RefuseRequestDialog = lazy(() => import('./refuse-request-dialog').then((module) => ({ default: module.RefuseRequestDialog })));

export const NO_REQUESTS = 'No award requests are waiting.';
export const grantedMessage = (request: AwardRequest) => `“${request.award.title}” was granted to ${request.User.username}.`;

/** The moderators' view of /awards (?view=requests): pending requests, oldest first, each granted or refused with a reason. */
export function AwardRequestsView({ page }: { page: number }) {
  const queue = useAwardRequests(page);
  const [refusing, setRefusing] = useState<AwardRequest | null>(null);
  return (
    <Box as="section" aria-labelledby="award-requests-heading" data-testid="award-requests">
      <Heading as="h2" id="award-requests-heading" size="lg" mb="3">
        Award requests waiting
      </Heading>
      <QueryView query={queue} what="the award requests">
        {({ requests, pagination }) =>
          requests.length === 0 ? (
            <Text data-testid="award-requests-empty">{NO_REQUESTS}</Text>
          ) : (
            <Stack gap="3">
              {requests.map((request) => (
                <PendingRequest key={request.award_request_id} request={request} onRefuse={() => setRefusing(request)} />
              ))}
              <Pager
                pagination={pagination}
                hrefFor={(n) => `/awards?view=requests&page=${n}`}
              />
            </Stack>
          )
        }
      </QueryView>
      {refusing && (
        <Suspense fallback={null}>
          <RefuseRequestDialog request={refusing} onClose={() => setRefusing(null)} />
        </Suspense>
      )}
    </Box>
  );
}

function PendingRequest({ request, onRefuse }: { request: AwardRequest; onRefuse: () => void }) {
  const review = useReviewAwardRequest();
  const grant = () =>
    review.mutate(
      { requestId: request.award_request_id, decision: 'grant' },
      {
        onSuccess: () => bus.snackbar.next({ status: 'success', message: grantedMessage(request) }),
        onError: (error) => bus.snackbar.next({ status: 'error', message: error.message }),
      },
    );
  const titleId = `award-request-${request.award_request_id}`;
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" data-testid="award-request">
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Flex gap="3" minW="0" flex="1">
          <UserAvatar username={request.User.username} src={request.User.avatar_urls.h} size="sm" />
          <Stack gap="1" minW="0">
            <Heading as="h3" size="sm" id={titleId}>
              <UserLink user={request.User} /> asks for “{request.award.title}” ({request.award.points} points)
            </Heading>
            <Text fontSize="xs" color="gray.600">
              Requested <RelativeDate seconds={request.request_date} />
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {request.award_reason}
            </Text>
          </Stack>
        </Flex>
        <Flex gap="2">
          <Button size="sm" bg="green.700" color="white" onClick={grant} loading={review.isPending} disabled={review.isPending} aria-label={`Grant “${request.award.title}” to ${request.User.username}`}>
            Grant
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRefuse} disabled={review.isPending} aria-label={`Refuse “${request.award.title}” to ${request.User.username}`}>
            Refuse
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
