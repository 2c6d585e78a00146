import { NavLink } from '@trailhead/shared-kernel/router';
import { lazy, Suspense, useState } from 'react';
import { HStack, Link } from '@trailhead/shared-kernel/ui';
import type { MenuItem } from '../navigation';

import { MenuTriggerButton } from './menu-trigger-button';

// Drop-down menus are overlays (~37 KB of menu code): fetched when a person shows intent (pointer
// over, focus, click), not with the page, so they never compete with the page's own content.
const loadMenu = () => import('./menu-with-children');
const MenuWithChildren = lazy(loadMenu);

/** Top menu items; an item with children opens a menu holding itself and its children. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  return (
    <HStack as="nav" aria-label="Main menu" gap="0" wrap="nowrap" overflowX="auto">
      {items.map((item) =>
        item.children.length ? (
          <DeferredMenu key={item.navigation_id} item={item} />
        ) : (
          <MenuLink key={item.navigation_id} item={item} />
        ),
      )}
    </HStack>
  );
}

/** The trigger alone until someone reaches for it; a click before the code arrives opens the menu when it does. */
function DeferredMenu({ item }: { item: MenuItem }) {
  const [clicked, setClicked] = useState(false);
  const trigger = (
    <MenuTriggerButton
      item={item}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setClicked(true)}
    />
  );
  if (!clicked) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MenuWithChildren item={item} defaultOpen />
    </Suspense>
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
