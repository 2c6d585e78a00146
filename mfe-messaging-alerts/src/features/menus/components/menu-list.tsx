import type { ReactNode } from 'react';
import { Box, Center, Flex, Spinner, Text } from '@trailhead/shared-kernel/ui';
import type { MessagingMenuWidgetProps } from '@trailhead/shared-kernel/widgets';

/** The frame both menus share: the list (scrolling inside the pop-over), its empty sentence, and the actions below. */
export function MenuList({ variant, what, loading, empty, children, footer }: { variant: MessagingMenuWidgetProps['variant']; what: string; loading: boolean; empty: string | null; children: ReactNode; footer: ReactNode }) {
  return (
    <Flex direction="column" w="full" data-variant={variant}>
      {loading ? (
        <Center py="6" role="status" aria-label={`Loading ${what}`}>
          <Spinner size="sm" color="brand.red" />
        </Center>
      ) : empty !== null ? (
        <Text px="4" py="5" color="gray.700">
          {empty}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" maxH={variant === 'menu' ? 'min(60vh, 480px)' : undefined} overflowY={variant === 'menu' ? 'auto' : undefined} aria-label={what}>
          {children}
        </Box>
      )}
      <Flex gap="2" px="4" py="2" borderTopWidth="1px" align="center" justify="space-between" wrap="wrap" minH="12">
        {footer}
      </Flex>
    </Flex>
  );
}

/** One row of a menu list. */
export function MenuRow({ children, onClick, testId }: { children: ReactNode; onClick?: (event: React.MouseEvent<HTMLElement>) => void; testId: string }) {
  return (
    <Box as="li" px="4" py="2.5" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} fontSize="sm" onClick={onClick} data-testid={testId}>
      {children}
    </Box>
  );
}
