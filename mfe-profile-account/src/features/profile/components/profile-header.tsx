import { lazy, Suspense, useState } from 'react';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { MemberActions } from '@trailhead/shared-kernel/members';
import type { MemberProfile } from '@trailhead/shared-kernel/types';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text, UserAvatar, usernameColour, formatCount, countText } from '@trailhead/shared-kernel/ui';
import { vehicleName } from '../profile-text';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
const MemberListDialog = lazy(() => import('./member-list-dialog').then((m) => ({ default: m.MemberListDialog })));

/** The profile's card: banner, avatar, name, title and badges, where and since when, counts, vehicles, actions. */
export function ProfileHeader({ user, full }: { user: MemberProfile; full: boolean }) {
  const [open, setOpen] = useState<'report' | 'followers' | 'following' | null>(null);
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const place = [user.city, user.state].filter(Boolean).join(', ');
  const banner = user.banner_urls.l;

  return (
    <Box as="header" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="profile-header">
      <Box
        h={{ base: '28', md: '44' }}
        bg="brand.black"
        backgroundImage={banner ? undefined : 'linear-gradient(120deg, #E54235 0%, #202020 100%)'}
        position="relative"
        data-testid="profile-banner"
      >
        {banner && <img src={banner} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: `50% ${user.banner_position_y}%` }} />}
      </Box>
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" px={{ base: '3', md: '5' }} pb="4" mt={{ base: '-8', md: '-10' }} position="relative">
        <Box borderWidth="3px" borderColor="white" borderRadius="full" alignSelf="flex-start" bg="white">
          <UserAvatar size="xl" username={user.username} src={user.avatar_urls.h} />
        </Box>
        <Stack gap="2" flex="1" minW="0" pt={{ base: '0', md: '12' }}>
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h1" size="2xl" style={{ color: usernameColour(user) }} wordBreak="break-word" data-testid="profile-username">
              {user.username}
            </Heading>
            {user.is_online && (
              <Badge colorPalette="green" variant="subtle">
                Online
              </Badge>
            )}
            {user.UserMembership && (
              <Badge colorPalette="red" variant="solid" bg="brand.redDark" data-testid="paid-member">
                Paid member
              </Badge>
            )}
          </Flex>
          {fullName && <Text fontWeight="medium">{fullName}</Text>}
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
            <Text color="gray.700">{user.user_title}</Text>
            {user.badges.map((badge) => (
              <Badge key={badge.title} variant="outline" title={badge.title}>
                {badge.banner_text || badge.title}
              </Badge>
            ))}
          </Flex>
          <Flex columnGap="4" rowGap="1" wrap="wrap" fontSize="sm" color="gray.700">
            {place && <Text>From {place}</Text>}
            <Text>
              Joined <RelativeDate seconds={user.register_date} />
            </Text>
            {user.last_activity !== null && (
              <Text data-testid="last-activity">
                Last seen <RelativeDate seconds={user.last_activity} />
              </Text>
            )}
          </Flex>
          <Flex as="dl" gap="4" wrap="wrap" fontSize="sm" data-testid="profile-counts">
            <Count label="Messages" value={user.message_count} />
            <Count label="Reaction score" value={user.reaction_score} />
            <Count label="Trophy points" value={user.trophy_points} />
            <Count label="Level" value={user.level} />
          </Flex>
          {full && user.vehicles.length > 0 && (
            <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
              <Text fontWeight="semibold">Rigs:</Text>
              {user.vehicles.map((vehicle) => (
                <Badge key={vehicle.user_vehicle_id} variant="subtle" colorPalette="gray">
                  {vehicleName(vehicle)}
                </Badge>
              ))}
            </Flex>
          )}
          {full && (
            <HStack gap="2" wrap="wrap">
              <Button size="xs" variant="outline" onClick={() => setOpen('followers')} data-testid="followers-button">
                {countText(user.follower_count, 'follower')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => setOpen('following')} data-testid="following-button">
                Following {formatCount(user.following_count)}
              </Button>
            </HStack>
          )}
        </Stack>
        <Flex gap="2" wrap="wrap" align="flex-start" pt={{ base: '0', md: '12' }} data-testid="profile-actions">
          <MemberActions user={user} size="sm" />
          {user.can_report && (
            <Button size="sm" variant="outline" onClick={() => setOpen('report')} aria-label={`Report ${user.username}`}>
              Report
            </Button>
          )}
        </Flex>
      </Flex>
      <Suspense fallback={null}>
        {open === 'report' && <ReportDialog path={`/users/${user.user_id}`} what={user.username} onClose={() => setOpen(null)} />}
        {(open === 'followers' || open === 'following') && <MemberListDialog userId={user.user_id} username={user.username} which={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </Box>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {formatCount(value)}
      </Text>
    </Box>
  );
}
