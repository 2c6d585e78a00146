import { Box, Heading, Text } from '@chakra-ui/react';
import { RouterLink } from './router-link';

/** The 404 page of spec §2. */
export function NotFoundPage() {
  return (
    <Box textAlign="center" py="16" data-testid="not-found">
      <Text fontSize="5xl" fontWeight="bold" color="brand.redDark">
        404
      </Text>
      <Heading as="h1" size="lg" mb="4">
        This page could not be found
      </Heading>
      <RouterLink to="/" color="brand.redDark" fontWeight="semibold">
        Back to the home page
      </RouterLink>
    </Box>
  );
}
