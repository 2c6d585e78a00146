import { Link } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLinkBase } from '@trailhead/shared-kernel/router';

type ChakraLinkProps = Omit<ComponentProps<typeof Link>, 'asChild' | 'href'>;

/** A Chakra-styled link that navigates inside the single-page app. */
export function RouterLink({ to, children, ...props }: ChakraLinkProps & { to: string; children: ReactNode }) {
  return (
    <Link asChild {...props}>
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </Link>
  );
}
