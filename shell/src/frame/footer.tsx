import { APP_VERSION } from '@trailhead/shared-kernel/constants';
import { Box, Flex, Text } from '@trailhead/shared-kernel/ui';

export function Footer() {
  return (
    <Box as="footer" bg="brand.black" color="white" px={{ base: '3', md: '6' }} py="4" mt="8">
      <Flex gap="4" wrap="wrap" align="center" fontSize="sm">
        <Text>Trailhead — the off-road owners community</Text>
        <Text ml="auto" data-testid="app-version">
          Version {APP_VERSION}
        </Text>
      </Flex>
    </Box>
  );
}
