import { useState, type FormEvent } from 'react';
import { useNavigate } from '@trailhead/shared-kernel/router';
import { Checkbox, HStack, IconButton, Input, SearchIcon, Stack } from '@trailhead/shared-kernel/ui';

/** Spec §2 search: searchText, and 'Search titles only' (searchCheckbox 1 or 0). */
export function SearchBox({ onDone, withTitlesOnly = false, dark = true }: { onDone?: () => void; withTitlesOnly?: boolean; dark?: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [titlesOnly, setTitlesOnly] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    navigate(`/search?${new URLSearchParams({ searchText: text.trim(), searchCheckbox: titlesOnly ? '1' : '0' })}`);
    onDone?.();
  };
  return (
    <Stack as="form" role="search" onSubmit={submit} gap="2">
      <HStack gap="1">
        <Input
          size="sm"
          type="search"
          placeholder="Search…"
          aria-label="Search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          bg={dark ? 'whiteAlpha.200' : 'white'}
          color={dark ? 'white' : 'brand.black'}
          borderColor={dark ? 'whiteAlpha.400' : 'gray.300'}
          _placeholder={{ color: dark ? 'whiteAlpha.700' : 'gray.500' }}
          maxW={{ lg: '44' }}
        />
        <IconButton type="submit" size="sm" aria-label="Search" variant={dark ? 'ghost' : 'solid'} color={dark ? 'white' : undefined}>
          <SearchIcon />
        </IconButton>
      </HStack>
      {withTitlesOnly && (
        <Checkbox.Root checked={titlesOnly} onCheckedChange={(details) => setTitlesOnly(details.checked === true)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Search titles only</Checkbox.Label>
        </Checkbox.Root>
      )}
    </Stack>
  );
}
