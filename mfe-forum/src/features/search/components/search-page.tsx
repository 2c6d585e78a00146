import { useState, type FormEvent } from 'react';
import { useApiQuery } from '@trailhead/shared-kernel/query';
import { useNavigate, useSearchParams, usePageParam } from '@trailhead/shared-kernel/router';
import type { SearchResponse } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Button, Checkbox, Flex, Heading, Input, Pager, QueryView, RelativeDate, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';

/** Spec §2 search: searchText, members (comma-joined usernames), searchCheckbox (titles only, 1 or 0). */
export function SearchPage() {
  const [params] = useSearchParams();
  const searchText = params.get('searchText') ?? '';
  const members = params.get('members') ?? '';
  const titlesOnly = params.get('searchCheckbox') === '1';
  const page = usePageParam();
  const asked = !!(searchText.trim() || members.trim());
  const results = useApiQuery<SearchResponse>(asked ? '/search' : null, { keywords: searchText.trim(), 'c[users]': members.trim(), 'c[title_only]': titlesOnly ? 1 : 0, page });

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Search
      </Heading>
      <SearchForm key={`${searchText}|${members}|${titlesOnly}`} initial={{ searchText, members, titlesOnly }} />
      {asked && (
        <QueryView query={results} what="search results">
          {({ results: list, pagination }) => (
            <>
              <Text color="gray.600" role="status">
                {pagination.total === 0 ? 'No results.' : `${pagination.total.toLocaleString('en-US')} result${pagination.total === 1 ? '' : 's'}`}
              </Text>
              <Stack gap="3" data-testid="search-results">
                {list.map((result) => (
                  <Box as="article" key={`${result.content_type}-${result.post_id ?? result.thread.thread_id}`} borderWidth="1px" borderRadius="md" p="4" data-testid="search-result">
                    <Heading as="h2" size="md">
                      {/* The API escapes everything and adds only <mark> around the matches. */}
                      <RouterLink to={toSitePath(result.view_url)}>
                        <span dangerouslySetInnerHTML={{ __html: result.title_html }} />
                      </RouterLink>
                    </Heading>
                    <Text fontSize="sm" color="gray.600">
                      {result.content_type === 'thread' ? 'Thread' : 'Post'} by {result.User.username} · <RelativeDate seconds={result.post_date} />
                    </Text>
                    <Text fontSize="sm" mt="1" css={{ '& mark': { background: '#FDE68A', padding: '0 2px' } }} dangerouslySetInnerHTML={{ __html: result.snippet_html }} />
                  </Box>
                ))}
              </Stack>
              <Pager
                pagination={pagination}
                hrefFor={(n) => `/search?${new URLSearchParams({ searchText, members, searchCheckbox: titlesOnly ? '1' : '0', page: String(n) })}`}
                renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>}
              />
            </>
          )}
        </QueryView>
      )}
    </Stack>
  );
}

function SearchForm({ initial }: { initial: { searchText: string; members: string; titlesOnly: boolean } }) {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState(initial.searchText);
  const [members, setMembers] = useState(initial.members);
  const [titlesOnly, setTitlesOnly] = useState(initial.titlesOnly);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search?${new URLSearchParams({ searchText: searchText.trim(), members: members.trim(), searchCheckbox: titlesOnly ? '1' : '0' })}`);
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search the forum">
      <Stack gap="3" maxW="2xl">
        <Input aria-label="Search words" placeholder="Search…" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        <Input aria-label="Members" placeholder="Members (comma-separated usernames)" value={members} onChange={(event) => setMembers(event.target.value)} />
        <Flex gap="4" align="center" justify="space-between">
          <Checkbox.Root checked={titlesOnly} onCheckedChange={(details) => setTitlesOnly(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Search titles only</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" bg="brand.redDark" color="white">
            Search
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
