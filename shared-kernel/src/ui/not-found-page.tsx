import { Box, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The 404 page of spec §2. `homeLink` is the router link the caller renders to the home URL. */
export function NotFoundPage({ homeLink }: { homeLink: (label: string) => ReactNode }) {
  return (
    <Box textAlign="center" py="16" data-testid="not-found">
      <Text fontSize="5xl" fontWeight="bold" color="brand.redDark">
        404
      </Text>
      <Heading as="h1" size="lg" mb="4">
        This page could not be found
      </Heading>
      <Link asChild color="brand.redDark" fontWeight="semibold">
        {homeLink('Back to the home page')}
      </Link>
    </Box>
  );
}
