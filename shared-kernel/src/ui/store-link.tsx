// Every link to the gear store (issue "10 of 12"): through the API's single sign-on, which sends a
// signed-in member to the store signed in (and a visitor to the plain store), in a new tab.
import { Link } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { apiBaseUrl } from '@trailhead/shared-kernel/api';

/** The address that opens `to` (a path on the store: '/', '/products/membership') signed in. */
export function storeHref(to = '/'): string {
  return `${apiBaseUrl()}/store/go?to=${encodeURIComponent(to)}`;
}

type StoreLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'target' | 'rel' | 'asChild'> & { to?: string; children: ReactNode };

/** A link to a page of the gear store, opened in a new tab (styled like Chakra's Link; pass a Button's look through props). */
export function StoreLink({ to = '/', children, ...props }: StoreLinkProps) {
  return (
    <Link href={storeHref(to)} target="_blank" rel="noopener" {...props}>
      {children}
    </Link>
  );
}
