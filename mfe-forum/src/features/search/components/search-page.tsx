import { useState, type FormEvent } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { useNavigate, useSearchParams } from '@trailhead/shared-kernel/router';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { RelativeDate } from '@trailhead/shared-kernel/dates';
import { Box, Button, Checkbox, Flex, Heading, Input, Pager, QueryView, RouterLink, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { MemberPicker, UserLink } from '@trailhead/shared-kernel/members';
import { useSearch } from '../api/search';
import { hasSearch, searchFromUrl, searchUrl, type SearchForm as SearchFormValues } from '../search-params';

/** Spec §2 search: searchText, members (comma-joined usernames), searchCheckbox (titles only, 1 or 0); all in the URL. */
export function SearchPage() {
  const [params] = useSearchParams();
  const { page, ...form } = searchFromUrl(params);
  const vehicleTypeId = useObservable(bus.vehicleType$);
  const results = useSearch(form, page, vehicleTypeId);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Search
      </Heading>
      <SearchForm key={`${form.searchText}|${form.members.join(',')}|${form.titlesOnly}`} initial={form} />
      {!hasSearch(form) && <Text color="gray.600">Type words to look for, or pick members whose posts you want to see.</Text>}
      {hasSearch(form) && (
        <QueryView query={results} what="search results">
          {({ results: list, pagination }) => (
            <>
              <Text color="gray.600" role="status" data-testid="search-summary">
                {pagination.total === 0
                  ? 'No results. Try other words, fewer words, or leave out the members or the titles-only option.'
                  : countText(pagination.total, 'result')}
              </Text>
              <Stack gap="3" data-testid="search-results">
                {list.map((result) => (
                  <Box as="article" key={`${result.content_type}-${result.post_id ?? result.thread.thread_id}`} borderWidth="1px" borderRadius="md" p="4" data-testid="search-result">
                    <Heading as="h2" size="md" css={{ '& mark': { background: '#FDE68A', padding: '0 2px' } }}>
                      {/* The API escapes everything and adds only <mark> around the matches. */}
                      <RouterLink to={toSitePath(result.view_url)}>
                        <span dangerouslySetInnerHTML={{ __html: result.title_html }} />
                      </RouterLink>
                    </Heading>
                    <Text fontSize="sm" color="gray.600">
                      {result.content_type === 'thread' ? 'Thread' : 'Post'} by{' '}
                      <UserLink user={result.User} fontWeight="normal" />{' '}
                      · <RelativeDate seconds={result.post_date} />
                    </Text>
                    <Text fontSize="sm" mt="1" css={{ '& mark': { background: '#FDE68A', padding: '0 2px' } }} dangerouslySetInnerHTML={{ __html: result.snippet_html }} />
                  </Box>
                ))}
              </Stack>
              <Pager pagination={pagination} hrefFor={(n) => searchUrl(form, n)} />
            </>
          )}
        </QueryView>
      )}
    </Stack>
  );
}

function SearchForm({ initial }: { initial: SearchFormValues }) {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState(initial.searchText);
  const [members, setMembers] = useState(initial.members);
  const [titlesOnly, setTitlesOnly] = useState(initial.titlesOnly);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchUrl({ searchText, members, titlesOnly }));
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search the forum">
      <Stack gap="3" maxW="2xl">
        <Input aria-label="Search words" placeholder="Search…" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        <MemberPicker multiple label="Members" placeholder="Posted by members (type a name)" value={members} onChange={setMembers} />
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
