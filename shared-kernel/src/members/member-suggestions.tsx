import type { ReactNode } from 'react';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { Box, Flex, Text, UserAvatar } from '@trailhead/shared-kernel/ui';

interface MemberSuggestionsProps {
  /** The listbox's id, which the combobox input points at (aria-controls, aria-activedescendant). */
  listId: string;
  /** The field's label; the list is named '<label> suggestions'. */
  label: string;
  /** The lookup's state. */
  found: { isPending: boolean; isSuccess: boolean; isError: boolean; error: Error | null };
  /** The members to offer (already without those chosen). */
  options: UserSummary[];
  highlight: number;
  onHighlight: (index: number) => void;
  onPick: (user: UserSummary) => void;
  /** What an answer with nobody in it says. */
  emptyText?: string;
  optionTestId?: string;
}

/** The suggestions under a member picker: looking up, the failure, nobody found, or the members to pick with the mouse. */
export function MemberSuggestions({ listId, label, found, options, highlight, onHighlight, onPick, emptyText = 'No members found.', optionTestId }: MemberSuggestionsProps) {
  return (
    <Box
      as="ul"
      id={listId}
      role="listbox"
      aria-label={`${label} suggestions`}
      position="absolute"
      zIndex="dropdown"
      top="100%"
      left="0"
      right="0"
      mt="1"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      maxH="64"
      overflowY="auto"
      listStyleType="none"
    >
      {found.isPending && <Notice>Looking up members…</Notice>}
      {found.isError && <Notice color="red.700">{found.error?.message}</Notice>}
      {found.isSuccess && options.length === 0 && <Notice>{emptyText}</Notice>}
      {options.map((user, index) => (
        <Flex
          as="li"
          key={user.user_id}
          id={suggestionId(listId, user)}
          role="option"
          aria-selected={index === highlight}
          gap="2"
          align="center"
          px="3"
          py="2"
          cursor="pointer"
          bg={index === highlight ? 'gray.100' : undefined}
          onMouseDown={(event) => {
            // Keep the focus in the field: picking must not blur (and close) it first.
            event.preventDefault();
            onPick(user);
          }}
          onMouseEnter={() => onHighlight(index)}
          data-testid={optionTestId}
        >
          <Box aria-hidden>
            <UserAvatar size="xs" username={user.username} src={user.avatar_urls.h} />
          </Box>
          <Text fontSize="sm">{user.username}</Text>
        </Flex>
      ))}
    </Box>
  );
}

function Notice({ children, color = 'gray.700' }: { children: ReactNode; color?: string }) {
  return (
    <Text as="li" px="3" py="2" fontSize="sm" color={color}>
      {children}
    </Text>
  );
}

/** The id of a suggestion, for the input's aria-activedescendant. */
export function suggestionId(listId: string, user: Pick<UserSummary, 'user_id'>): string {
  return `${listId}-${user.user_id}`;
}
