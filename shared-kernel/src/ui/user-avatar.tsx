import { Avatar } from '@chakra-ui/react';
import { avatarColour, initials } from './user-identity';

interface UserAvatarProps {
  username: string;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** A member's avatar: the picture, else initials on the colour of spec §9. */
export function UserAvatar({ username, src, size = 'md' }: UserAvatarProps) {
  return (
    <Avatar.Root size={size} style={{ background: avatarColour(username), color: 'white' }}>
      <Avatar.Fallback aria-label={username}>{initials(username)}</Avatar.Fallback>
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
