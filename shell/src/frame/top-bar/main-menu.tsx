import { NavLink } from '@trailhead/shared-kernel/router';
import { lazy, Suspense } from 'react';
import { HStack, Link } from '@trailhead/shared-kernel/ui';
import type { MenuItem } from '../navigation';

// Drop-down menus are overlays: their code arrives after the first render, the item works as a link meanwhile.
const MenuWithChildren = lazy(() => import('./menu-with-children'));

/** Top menu items; an item with children opens a menu holding itself and its children. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  return (
    <HStack as="nav" aria-label="Main menu" gap="0" wrap="nowrap" overflowX="auto">
      {items.map((item) =>
        item.children.length ? (
          <Suspense key={item.navigation_id} fallback={<MenuLink item={item} />}>
            <MenuWithChildren item={item} />
          </Suspense>
        ) : (
          <MenuLink key={item.navigation_id} item={item} />
        ),
      )}
    </HStack>
  );
}

export function MenuLink({ item, color = 'white' }: { item: MenuItem; color?: string }) {
  if (item.target_blank || /^https?:/.test(item.href)) {
    return (
      <Link href={item.href} target="_blank" rel="noopener noreferrer" color={color} fontSize="sm" px="1" py="1" whiteSpace="nowrap">
        {item.title}
      </Link>
    );
  }
  return (
    <Link asChild color={color} fontSize="sm" px="1" py="1" whiteSpace="nowrap" _currentPage={{ fontWeight: 'bold', textDecoration: 'underline' }}>
      <NavLink to={item.href} end={item.href === '/'}>
        {item.title}
      </NavLink>
    </Link>
  );
}
