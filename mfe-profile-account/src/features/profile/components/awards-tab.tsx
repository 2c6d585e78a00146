import { RelativeDate } from '@trailhead/shared-kernel/dates';
import type { MemberProfile } from '@trailhead/shared-kernel/types';
import { Badge, Box, Flex, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { AwardIcon } from '../../../components/award-icon';
import { useUserAwards } from '../api/get-member-profile';

/** #awards: the member's awards with date and reason, their trophy points and level (GET /users/{id}/awards). */
export function AwardsTab({ user }: { user: MemberProfile }) {
  const awards = useUserAwards(user.user_id);
  return (
    <QueryView query={awards} what="awards">
      {({ awards: list, trophy_points, level }) => (
        <Stack gap="3" data-testid="awards-tab">
          <Flex gap="3" wrap="wrap" fontSize="sm">
            <Badge colorPalette="orange" variant="subtle">
              {trophy_points} trophy points
            </Badge>
            <Badge colorPalette="gray" variant="subtle">
              Level {level}
            </Badge>
          </Flex>
          {list.length === 0 && <Text>{user.username} has no awards yet.</Text>}
          <Stack as="ul" listStyleType="none" gap="2">
            {list.map((held) => (
              <Flex as="li" key={held.award.award_id} gap="3" borderWidth="1px" borderRadius="md" p="3" align="flex-start" data-testid="user-award">
                <AwardIcon award={held.award} />
                <Box minW="0">
                  <Text fontWeight="semibold">
                    {held.award.title}{' '}
                    <Text as="span" fontSize="xs" color="gray.600" fontWeight="normal">
                      {held.award.points} points
                    </Text>
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    {held.award.description}
                  </Text>
                  <Text fontSize="xs" color="gray.600">
                    Awarded <RelativeDate seconds={held.award_date} />
                    {held.award_reason && held.award_reason !== held.award.description ? ` · ${held.award_reason}` : ''}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
