import { useState } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { UserLink } from '@trailhead/shared-kernel/members';
import type { Award } from '@trailhead/shared-kernel/types';
import { Badge, Box, Button, Flex, Heading, QueryView, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { useAwardRecent } from '../api/awards-api';
import { AwardIcon } from '../../../components/award-icon';

export const NO_RECENT = 'Nobody holds this award yet.';

/** Whether the viewer is offered "Request this award": a valid account, a requestable award, neither held nor asked for. */
export function canRequestAward(award: Pick<Award, 'can_request' | 'viewer_state'>, validMember: boolean): boolean {
  return validMember && award.can_request && award.viewer_state === 'none';
}

/** An award: its icon (or a trophy), title, description, points and holders; its recent recipients on demand; the viewer's state or a request button. */
export function AwardCard({ award, validMember, onRequest }: { award: Award; validMember: boolean; onRequest: (award: Award) => void }) {
  const [open, setOpen] = useState(false);
  const titleId = `award-${award.award_id}`;
  const recentId = `award-${award.award_id}-recent`;
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" data-testid="award-card">
      <Flex gap="3" align="flex-start">
        <AwardIcon award={award} />
        <Stack gap="1" minW="0" flex="1">
          <Heading as="h3" size="sm" id={titleId}>
            {award.title}
          </Heading>
          <Text fontSize="sm" color="gray.700">
            {award.description}
          </Text>
          <Flex gap="2" wrap="wrap" fontSize="xs" color="gray.700" align="center">
            <Badge colorPalette="orange" variant="subtle">
              {countText(award.points, 'point')}
            </Badge>
            <Text>
              {countText(award.holder_count, 'holder')}
            </Text>
            {award.viewer_state === 'held' && <Badge colorPalette="green">Awarded to you</Badge>}
            {award.viewer_state === 'requested' && (
              <Badge colorPalette="blue" data-testid="award-requested">
                Requested
              </Badge>
            )}
            {!award.can_request && <Text>Given by the moderators</Text>}
          </Flex>
        </Stack>
      </Flex>
      <Flex gap="2" mt="3" wrap="wrap">
        <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={recentId} onClick={() => setOpen(!open)}>
          {open ? 'Hide recent recipients' : 'Recent recipients'}
        </Button>
        {canRequestAward(award, validMember) && (
          <Button size="xs" colorPalette="red" onClick={() => onRequest(award)} aria-label={`Request this award: ${award.title}`}>
            Request this award
          </Button>
        )}
      </Flex>
      <Box id={recentId} hidden={!open}>
        {open && <RecentRecipients awardId={award.award_id} />}
      </Box>
    </Box>
  );
}

function RecentRecipients({ awardId }: { awardId: number }) {
  const recent = useAwardRecent(awardId, true);
  return (
    <Box mt="2">
      <QueryView query={recent} what="the recent recipients">
        {({ recipients }) =>
          recipients.length === 0 ? (
            <Text fontSize="sm">{NO_RECENT}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" data-testid="award-recipients">
              {recipients.map(({ User: user, award_date }) => (
                <Flex as="li" key={user.user_id} gap="2" fontSize="sm" align="baseline" wrap="wrap">
                  <UserLink user={user} />
                  <Text color="gray.600" fontSize="xs">
                    <RelativeDate seconds={award_date} />
                  </Text>
                </Flex>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Box>
  );
}
