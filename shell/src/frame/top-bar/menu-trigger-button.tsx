import { forwardRef, type ComponentProps } from 'react';
import { Button, ChevronDownIcon } from '@trailhead/shared-kernel/ui';
import type { MenuItem } from '../navigation';

/** The top bar's button for an item with children: the same look before and after the menu's code arrives. */
export const MenuTriggerButton = forwardRef<HTMLButtonElement, { item: MenuItem } & ComponentProps<typeof Button>>(function MenuTriggerButton({ item, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} fontWeight="normal" px="2" gap="1" aria-haspopup="menu" {...props}>
      {item.title} <ChevronDownIcon size={14} />
    </Button>
  );
});
