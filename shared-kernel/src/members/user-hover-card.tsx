// What the user hover popup shows (spec §2): GET /users/{id}/card through the shared cache. Loaded
// in a chunk of its own on the first hover, so a page of usernames carries none of it.
import type { ReactNode } from 'react';
import { formatFullDate, RelativeDate } from '@trailhead/shared-kernel/dates';
import type { MemberCard } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
// Through the shared /ui entry, never @chakra-ui/react or ../ui/*: a remote's own copy of /members would bundle a second Chakra without its provider.
import { avatarColour, Badge, Box, Center, Flex, formatCount, RouterLink, Spinner, Stack, Text, UserAvatar, usernameColour } from '@trailhead/shared-kernel/ui';
import { MemberActions } from './member-actions';
import { useMemberCard } from './use-member-card';
import type { UserLinkUser } from './user-link';

export default function UserHoverCard({ user }: { user: UserLinkUser }) {
  const card = useMemberCard(user.user_id);
  if (card.isPending) {
    return (
      <Center py="6" role="status" aria-label={`Loading ${user.username}'s card`}>
        <Spinner size="sm" />
      </Center>
    );
  }
  if (card.isError) {
    return (
      <Text p="3" fontSize="sm" color="red.700" role="alert">
        {card.error.message}
      </Text>
    );
  }
  return <CardBody member={card.data.user} />;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box textAlign="center" flex="1" minW="0">
      <Text as="dt" fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontSize="sm">
        {formatCount(value)}
      </Text>
    </Box>
  );
}

function Fact({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="gray.700">
      {children}
    </Text>
  );
}

function CardBody({ member }: { member: MemberCard['user'] }) {
  const place = [member.city, member.state].filter(Boolean).join(', ');
  const banner = member.banner_urls.l;
  return (
    <Box data-testid="user-card">
      <Box
        h="16"
        aria-hidden
        style={{
          background: banner ? `url("${banner}") center ${member.banner_position_y}% / cover no-repeat` : avatarColour(member.username),
          opacity: banner ? 1 : 0.35,
        }}
      />
      <Flex gap="3" px="3" mt="-6" align="flex-end">
        <Box borderWidth="2px" borderColor="white" borderRadius="full" bg="white" lineHeight="0">
          <UserAvatar size="lg" username={member.username} src={member.avatar_urls.h} />
        </Box>
        <Box minW="0" pt="7">
          <RouterLink to={toSitePath(member.view_url)} fontWeight="bold" fontSize="lg" style={{ color: usernameColour(member) }}>
            {member.username}
          </RouterLink>
          {member.user_title && (
            <Text fontSize="sm" color="gray.600" truncate>
              {member.user_title}
            </Text>
          )}
        </Box>
      </Flex>
      <Stack gap="1" px="3" pt="2">
        {member.badges.length > 0 && (
          <Flex gap="1" wrap="wrap">
            {member.badges.map((badge) => (
              <Badge key={badge.title} colorPalette="red" variant="subtle" size="sm" title={badge.title}>
                {badge.banner_text || badge.title}
              </Badge>
            ))}
          </Flex>
        )}
        {place && <Fact>From {place}</Fact>}
        <Fact>Joined {formatFullDate(member.register_date)}</Fact>
        {member.last_activity !== null && (
          <Fact>
            {member.is_online ? 'Online now' : <>Last seen <RelativeDate seconds={member.last_activity} /></>}
          </Fact>
        )}
      </Stack>
      <Flex as="dl" gap="2" px="3" py="2" mt="2" borderTopWidth="1px" borderBottomWidth="1px">
        <Stat label="Messages" value={member.message_count} />
        <Stat label="Reaction score" value={member.reaction_score} />
        <Stat label="Points" value={member.trophy_points} />
      </Flex>
      <Box px="3" py="3">
        <MemberActions user={member} size="xs" />
      </Box>
    </Box>
  );
}
