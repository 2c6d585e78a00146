import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@trailhead/shared-kernel/router';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { moveHighlight, shouldLookUpMember, useFindMembers } from '@trailhead/shared-kernel/members';
import { Box, Button, Field, Flex, Heading, Input, Pager, QueryView, SimpleGrid, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { MESSAGES_NUMBER_MAX, parseMessagesNumber, useMembersByNumber } from '../api/find-members-by-number';
import { MemberCard } from './member-card';

export const NO_MEMBERS_FOUND = 'No members found.';
export const NUMBER_INVALID = `Please enter a whole number of messages from 0 to ${MESSAGES_NUMBER_MAX.toLocaleString('en-US')}.`;

/** Find a member by name (GET /users/find-name, after more than 1 character, spec §5) or by number of messages (GET /users/find-members-by-number). */
export function FindMember() {
  return (
    <Box as="section" aria-labelledby="find-member-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" id="find-member-heading" size="lg" mb="3">
        Find a member
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <ByName />
        <ByNumber />
      </SimpleGrid>
    </Box>
  );
}

/** By name: the members found as cards; arrows move among them and Enter opens the one picked (spec §5 member search). */
function ByName() {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const found = useFindMembers(text);
  const asking = shouldLookUpMember(text);
  const users = asking && found.isSuccess ? found.data.users : [];
  const picked = users[active] ?? null;
  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    if (users.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // As in every member search of the site (the kernel's picker, conversation recipients): past either end, around to the other.
      setActive((current) => moveHighlight(current, users.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      navigate(toSitePath((picked ?? users[0]).view_url));
    }
  };
  return (
    <Stack gap="3" role="search" aria-label="Find a member by name">
      <Field.Root>
        <Field.Label>By name</Field.Label>
        <Input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onKeyDown={move}
          placeholder="Type at least 2 letters"
          autoComplete="off"
          aria-controls={users.length > 0 ? 'found-by-name' : undefined}
          aria-activedescendant={picked ? `found-member-${picked.user_id}` : undefined}
          data-testid="find-by-name"
        />
      </Field.Root>
      <Box aria-live="polite">
        {asking && found.isSuccess && (users.length === 0 ? (
          <Text fontSize="sm">{NO_MEMBERS_FOUND}</Text>
        ) : (
          <Stack gap="2" id="found-by-name" data-testid="found-by-name">
            {users.map((user, index) => (
              <Box key={user.user_id} id={`found-member-${user.user_id}`} aria-selected={index === active} borderRadius="md" outline={index === active ? '2px solid' : undefined} outlineColor="blue.600">
                <MemberCard user={user} />
              </Box>
            ))}
          </Stack>
        ))}
        {asking && found.isError && (
          <Text fontSize="sm" color="red.700" role="alert">
            {found.error.message}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

function ByNumber() {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<{ number: number; page: number } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const found = useMembersByNumber(asked?.number ?? null, asked?.page ?? 1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = parseMessagesNumber(typed);
    setInvalid(number === null);
    if (number !== null) setAsked({ number, page: 1 });
  };
  return (
    <Stack gap="3">
      <Flex as="form" role="search" aria-label="Find members by number of messages" gap="2" align="flex-end" onSubmit={submit}>
        <Field.Root invalid={invalid} flex="1">
          <Field.Label>By number of messages</Field.Label>
          <Input inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="e.g. 100" data-testid="find-by-number" />
        </Field.Root>
        <Button type="submit" variant="outline">
          Find
        </Button>
      </Flex>
      {invalid && (
        <Text fontSize="sm" color="red.700" role="alert">
          {NUMBER_INVALID}
        </Text>
      )}
      {asked && (
        <QueryView query={found} what="members">
          {({ users, pagination }) =>
            users.length === 0 ? (
              <Text fontSize="sm">{NO_MEMBERS_FOUND}</Text>
            ) : (
              <Stack gap="2" data-testid="found-by-number">
                <Text fontSize="sm" color="gray.700">
                  {countText(pagination.total, 'member has', 'members have')} {asked.number} messages or more.
                </Text>
                {users.map((user) => (
                  <MemberCard key={user.user_id} user={user} />
                ))}
                <Pager
                  pagination={pagination}
                  hrefFor={(n) => String(n)}
                  renderLink={(_href, label, n) => (
                    <Button size="sm" variant="outline" onClick={() => setAsked({ number: asked.number, page: n })}>
                      {label}
                    </Button>
                  )}
                />
              </Stack>
            )
          }
        </QueryView>
      )}
    </Stack>
  );
}
