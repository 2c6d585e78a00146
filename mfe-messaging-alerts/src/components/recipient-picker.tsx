// Picking the members of a conversation (start and invite): the member search limited to those
// whose privacy lets this member write to them, chips with remove buttons, arrows/Enter/Escape.
import { useId, useState, type KeyboardEvent } from 'react';
import { MemberSuggestions, moveHighlight, shouldLookUpMember, suggestionId } from '@trailhead/shared-kernel/members';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { Box, CloseButton, Field, Flex, Input, Text, UserAvatar } from '@trailhead/shared-kernel/ui';
import { useFindRecipients } from './find-recipients';

export interface RecipientPickerProps {
  value: UserSummary[];
  onChange: (users: UserSummary[]) => void;
  label: string;
  /** How many may be chosen; the field stops taking names at this many. */
  max: number;
  /** Members not to offer (already in the conversation, the member themself). */
  excludeIds?: number[];
  error?: string;
  disabled?: boolean;
  helperText?: string;
}

export function RecipientPicker({ value, onChange, label, max, excludeIds = [], error, disabled, helperText }: RecipientPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const found = useFindRecipients(text);
  const left = new Set([...excludeIds, ...value.map((user) => user.user_id)]);
  const options = found.isSuccess ? found.data.users.filter((user) => !left.has(user.user_id)) : [];
  const full = value.length >= max;
  const showList = open && !full && shouldLookUpMember(text);

  const pick = (user: UserSummary) => {
    onChange([...value, user]);
    setText('');
    setHighlight(-1);
  };
  const remove = (userId: number) => onChange(value.filter((user) => user.user_id !== userId));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => moveHighlight(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      // Enter picks a member; it never sends the form from this field.
      event.preventDefault();
      if (showList && options.length > 0) pick(options[highlight >= 0 ? highlight : 0]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1].user_id);
    }
  };

  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Box position="relative" w="full" data-testid="recipient-picker">
        <Flex gap="2" align="center" wrap="wrap" borderWidth="1px" borderColor={error ? 'red.500' : undefined} borderRadius="md" px="2" py="1" minH="10" bg="white">
          {value.map((user) => (
            <Flex key={user.user_id} align="center" gap="1" bg="gray.100" borderRadius="full" pl="1" pr="1" fontSize="sm" data-testid="recipient-chip">
              <Box aria-hidden>
                <UserAvatar size="xs" username={user.username} src={user.avatar_urls.h} />
              </Box>
              <Text as="span" px="1" data-testid="recipient-chip-name">
                {user.username}
              </Text>
              <CloseButton size="2xs" aria-label={`Remove ${user.username}`} onClick={() => remove(user.user_id)} disabled={disabled} />
            </Flex>
          ))}
          <Input
            id={inputId}
            flex="1"
            minW="40"
            border="none"
            size="sm"
            h="8"
            px="1"
            _focusVisible={{ outline: 'none' }}
            placeholder={full ? `At most ${max} members` : 'Type a name…'}
            value={text}
            disabled={disabled || full}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-invalid={!!error}
            aria-activedescendant={showList && highlight >= 0 && options[highlight] ? suggestionId(listId, options[highlight]) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setHighlight(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        </Flex>
        {showList && (
          <MemberSuggestions
            listId={listId}
            label={label}
            found={found}
            options={options}
            highlight={highlight}
            onHighlight={setHighlight}
            onPick={pick}
            emptyText="No members found that you can start a conversation with."
            optionTestId="recipient-option"
          />
        )}
      </Box>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
