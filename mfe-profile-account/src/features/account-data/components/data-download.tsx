import { Box, Heading, Link, Stack, Text } from '@trailhead/shared-kernel/ui';
import { exportUrl } from '../api/delete-account';

/** Download my data: the archive streams straight to a file (GET /me/export, a few downloads an hour). */
export function DataDownload() {
  return (
    <Stack as="section" aria-labelledby="download-heading" gap="3" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" id="download-heading">
        Download my data
      </Heading>
      <Text>
        One JSON file with everything your account holds: your profile and settings, vehicles, the threads and posts you wrote, your profile posts and comments,
        the messages you sent (with their conversations' titles), events you created or attend, your clubs, follows, ignores, awards, the reactions you gave,
        your memberships and your alerts. Never your password or sign-in secrets.
      </Text>
      <Box>
        <Link
          href={exportUrl()}
          download
          display="inline-flex"
          alignItems="center"
          px="4"
          py="2"
          borderRadius="md"
          bg="blue.600"
          color="white"
          fontWeight="semibold"
          _hover={{ bg: 'blue.700', textDecoration: 'none' }}
          data-testid="download-my-data"
        >
          Download my data
        </Link>
      </Box>
    </Stack>
  );
}
