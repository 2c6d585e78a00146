import { useState } from 'react';
import { UserLink } from '@trailhead/shared-kernel/members';
import { Flex, QueryView, Stack, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { DialogPager } from '@trailhead/shared-kernel/ui-overlays';
import { useMemberList } from '../api/get-member-profile';
import { ProfileDialog } from './profile-dialog';

/** A member's followers or the members they follow (GET /users/{id}/followers, /following), paged. */
export function MemberListDialog({ userId, username, which, onClose }: { userId: number; username: string; which: 'followers' | 'following'; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const list = useMemberList(userId, which, page);
  const title = which === 'followers' ? `Members following ${username}` : `Members ${username} follows`;
  return (
    <ProfileDialog testId="member-list-dialog" title={title} onClose={onClose}>
      <QueryView query={list} what={which === 'followers' ? 'followers' : 'followed members'}>
        {({ users, pagination }) => (
          <Stack gap="2" pb="2">
            {users.length === 0 && <Text>{which === 'followers' ? 'Nobody follows this member yet.' : 'This member follows nobody yet.'}</Text>}
            <Stack as="ul" listStyleType="none" gap="2">
              {users.map((user) => (
                <Flex as="li" key={user.user_id} gap="2" align="center">
                  <UserAvatar size="sm" username={user.username} src={user.avatar_urls.h} />
                  <UserLink user={user} />
                  <Text fontSize="xs" color="gray.600">
                    {user.user_title}
                  </Text>
                </Flex>
              ))}
            </Stack>
            <DialogPager pagination={pagination} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
    </ProfileDialog>
  );
}
