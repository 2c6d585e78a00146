import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { RouterLink, Text } from '@trailhead/shared-kernel/ui';
import type { MessagingMenuWidgetProps } from '@trailhead/shared-kernel/widgets';
import { useMenuConversations } from '../api/menu-conversations';
import { MenuList, MenuRow } from './menu-list';

/** Spec §2 conversations menu: the first 10 unread, 'Show all', 'Start new conversation' (only with a valid account, §6). */
export function ConversationsMenu({ variant, onClose }: MessagingMenuWidgetProps) {
  const { conversations, loading } = useMenuConversations();
  const session = useObservable(bus.session$);
  const mayStart = session.status?.status === 'valid';
  return (
    <MenuList
      variant={variant}
      what="your unread conversations"
      loading={loading}
      empty={conversations.length === 0 ? 'No unread conversations.' : null}
      footer={
        <>
          <RouterLink to="/conversations" onClick={onClose} fontSize="sm" fontWeight="semibold">
            Show all
          </RouterLink>
          {mayStart && (
            <RouterLink to="/manageConversation" onClick={onClose} fontSize="sm" fontWeight="semibold">
              Start new conversation
            </RouterLink>
          )}
        </>
      }
    >
      {conversations.map((conversation) => (
        <MenuRow key={conversation.conversation_id} testId="menu-conversation">
          <RouterLink to={toSitePath(conversation.view_url)} onClick={onClose} fontWeight="bold">
            {conversation.title}
          </RouterLink>
          <Text fontSize="xs" color="gray.600" mt="0.5">
            {conversation.last_message_username} · <RelativeDate seconds={conversation.last_message_date} />
          </Text>
        </MenuRow>
      ))}
    </MenuList>
  );
}
