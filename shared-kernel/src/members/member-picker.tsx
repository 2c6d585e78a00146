import { useId, useState, type KeyboardEvent } from 'react';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { Box, CloseButton, Flex, Input } from '@trailhead/shared-kernel/ui';
import { useFindMembers } from './find-members';
import { moveHighlight, shouldLookUpMember } from './member-lookup';
import { MemberSuggestions, suggestionId } from './member-suggestions';

export { MemberSuggestions, suggestionId } from './member-suggestions';

interface MemberPickerProps {
  /** The chosen usernames. */
  value: string[];
  onChange: (usernames: string[]) => void;
  /** One member (a filter) or several (search members). */
  multiple?: boolean;
  label: string;
  placeholder?: string;
  /** Called with the member picked (single mode), for callers that need the id. */
  onPick?: (user: UserSummary | null) => void;
  /** Several members: a name typed but not picked from the list counts too (default). Off where only ids will do. */
  freeText?: boolean;
}

/**
 * Type a name, pick a member: suggestions after more than 1 character (spec §5), arrows move,
 * Enter selects, Escape closes. Chosen members show as removable chips.
 */
export function MemberPicker({ value, onChange, multiple = false, label, placeholder, onPick, freeText = true }: MemberPickerProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const found = useFindMembers(text);
  const chosen = new Set(value.map((name) => name.toLowerCase()));
  const options = found.isSuccess ? found.data.users.filter((user) => !chosen.has(user.username.toLowerCase())) : [];
  const showList = open && shouldLookUpMember(text);

  const pick = (user: UserSummary) => {
    onChange(multiple ? [...value, user.username] : [user.username]);
    onPick?.(user);
    setText('');
    setOpen(false);
    setHighlight(-1);
  };
  const remove = (name: string) => {
    onChange(value.filter((candidate) => candidate !== name));
    if (!multiple) onPick?.(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => moveHighlight(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && showList && options.length > 0) {
      // Enter picks the highlighted member (or the only one) instead of submitting the form.
      event.preventDefault();
      pick(options[highlight >= 0 ? highlight : 0]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1]);
    }
  };
  const canType = multiple || value.length === 0;

  return (
    <Box position="relative" data-testid="member-picker">
      <Flex gap="2" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" px="2" py="0.5" minH="9" bg="white">
        {value.map((name) => (
          <Flex key={name} align="center" gap="1" bg="gray.100" borderRadius="full" pl="3" pr="1" fontSize="sm" data-testid="member-chip">
            {name}
            <CloseButton size="2xs" aria-label={`Remove ${name}`} onClick={() => remove(name)} />
          </Flex>
        ))}
        {canType && (
          <Input
            flex="1"
            minW="32"
            border="none"
            size="sm"
            h="7"
            px="1"
            _focusVisible={{ outline: 'none' }}
            aria-label={label}
            placeholder={value.length === 0 ? placeholder : undefined}
            value={text}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && highlight >= 0 && options[highlight] ? suggestionId(listId, options[highlight]) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setHighlight(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Several members: a name typed but not picked still counts (the API ignores unknown names).
              const typed = text.trim().replace(/^@/, '');
              if (multiple && freeText && typed) {
                onChange([...value, typed]);
                setText('');
              }
              setOpen(false);
            }}
          />
        )}
      </Flex>
      {showList && (
        <MemberSuggestions listId={listId} label={label} found={found} options={options} highlight={highlight} onHighlight={setHighlight} onPick={pick} />
      )}
    </Box>
  );
}
