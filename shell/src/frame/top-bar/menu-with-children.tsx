import { NavLink } from '@trailhead/shared-kernel/router';
import { Menu, Portal } from '@trailhead/shared-kernel/ui-overlays';
import type { MenuItem } from '../navigation';
import { MenuTriggerButton } from './menu-trigger-button';

/** A top item with children: a menu holding the item itself and its children. */
export default function MenuWithChildren({ item, defaultOpen = false }: { item: MenuItem; defaultOpen?: boolean }) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <MenuTriggerButton item={item} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {[item, ...item.children].map((entry) => (
              <Menu.Item key={entry.navigation_id} value={entry.navigation_id} asChild>
                <NavLink to={entry.href}>{entry === item ? `All ${item.title.toLowerCase()}` : entry.title}</NavLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
