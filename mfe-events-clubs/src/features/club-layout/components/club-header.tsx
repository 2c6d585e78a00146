import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { avatarColour, Badge, Box, Flex, Heading, HStack, initials, Text, countText } from '@trailhead/shared-kernel/ui';
import { clubPlace, clubTypeText } from '../membership-state';
import { ClubMembershipControls } from './club-membership-controls';

/** Spec §2 club header: cover, avatar, name, member count, place and type, the banned flag, the membership button and settings. */
export function ClubHeader({ slug, club }: { slug: string; club: ClubDetail }) {
  const place = clubPlace(club);
  return (
    <Box as="header" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="club-header">
      <Box
        h={{ base: '28', md: '44' }}
        bg="gray.700"
        backgroundImage={club.cover_url ? undefined : 'linear-gradient(135deg, #202020 0%, #5a1a14 100%)'}
        position="relative"
      >
        {club.cover_url && <img src={club.cover_url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} data-testid="club-cover" />}
      </Box>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '5' }} px={{ base: '4', md: '6' }} pb="4" align={{ base: 'flex-start', md: 'flex-end' }}>
        <ClubAvatar club={club} />
        <Box flex="1" minW="0" pt={{ base: '0', md: '3' }}>
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word" data-testid="club-name">
              {club.name}
            </Heading>
            {club.member_state === 'banned' && (
              <Badge colorPalette="red" variant="solid" data-testid="club-banned-label">
                Banned
              </Badge>
            )}
          </HStack>
          <Text color="gray.700" fontSize="sm" mt="1" data-testid="club-facts">
            <span data-testid="club-member-count">{countText(club.member_count, 'member')}</span>
            {' · '}
            {clubTypeText(club)}
            {place ? ` · ${place}` : ''}
          </Text>
        </Box>
        <ClubMembershipControls slug={slug} club={club} />
      </Flex>
    </Box>
  );
}

/** The club's picture over the edge of the cover, else its initials on its colour (spec §9). */
function ClubAvatar({ club }: { club: ClubDetail }) {
  const size = { base: '20', md: '28' };
  return (
    <Box
      w={size}
      h={size}
      mt={{ base: '-10', md: '-14' }}
      flexShrink={0}
      borderRadius="lg"
      borderWidth="4px"
      borderColor="white"
      overflow="hidden"
      bg={avatarColour(club.name)}
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize={{ base: '2xl', md: '4xl' }}
      fontWeight="bold"
      position="relative"
      data-testid="club-avatar"
    >
      {club.avatar_url ? <img src={club.avatar_url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <span aria-hidden="true">{initials(club.name)}</span>}
    </Box>
  );
}
