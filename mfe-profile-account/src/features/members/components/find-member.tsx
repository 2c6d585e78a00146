import { useState, type FormEvent } from 'react';
import { shouldLookUpMember, useFindMembers } from '@trailhead/shared-kernel/members';
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

function ByName() {
  const [text, setText] = useState('');
  const found = useFindMembers(text);
  const asking = shouldLookUpMember(text);
  return (
    <Stack gap="3" role="search" aria-label="Find a member by name">
      <Field.Root>
        <Field.Label>By name</Field.Label>
        <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="Type at least 2 letters" autoComplete="off" data-testid="find-by-name" />
      </Field.Root>
      <Box aria-live="polite">
        {asking && found.isSuccess && (found.data.users.length === 0 ? (
          <Text fontSize="sm">{NO_MEMBERS_FOUND}</Text>
        ) : (
          <Stack gap="2" data-testid="found-by-name">
            {found.data.users.map((user) => (
              <MemberCard key={user.user_id} user={user} />
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
