import { NavLink } from '@trailhead/shared-kernel/router';
import { Button, ChevronDownIcon } from '@trailhead/shared-kernel/ui';
import { Menu, Portal } from '@trailhead/shared-kernel/ui-overlays';
import type { MenuItem } from '../navigation';

/** A top item with children: a menu holding the item itself and its children. */
export default function MenuWithChildren({ item }: { item: MenuItem }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} fontWeight="normal" px="2" gap="1">
          {item.title} <ChevronDownIcon size={14} />
        </Button>
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
