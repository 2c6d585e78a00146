import { forwardRef, type ComponentProps } from 'react';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { Button, ChevronDownIcon, HStack, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useAuthModals } from '../../auth/use-auth-modals';

/** Spec §2 logged-out menu: Log in and Create a Free Account. */
export function AccountButtons() {
  const modals = useAuthModals();
  return (
    <HStack gap="2">
      <Button size="sm" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => modals.open('login')}>
        Log in
      </Button>
      <Button size="sm" bg="brand.redDark" color="white" _hover={{ bg: 'brand.red' }} onClick={() => modals.open('register')}>
        Create a Free Account
      </Button>
    </HStack>
  );
}

/** The username button that opens the account menu; also shown while the menu's code loads. */
export const AccountMenuTrigger = forwardRef<HTMLButtonElement, { user: UserProfile } & ComponentProps<typeof Button>>(function AccountMenuTrigger({ user, ...props }, ref) {
  return (
    <Button ref={ref} size="sm" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} data-testid="account-menu" {...props}>
      <UserAvatar username={user.username} src={user.avatar_urls.h} size="xs" />
      {user.username}
      <ChevronDownIcon size={14} />
    </Button>
  );
});
