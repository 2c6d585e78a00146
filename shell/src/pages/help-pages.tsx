import { Link as RouterLink, useParams } from '@trailhead/shared-kernel/router';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { HelpPageResponse, HelpPagesResponse } from '@trailhead/shared-kernel/types';
import { Heading, Link, NotFoundPage, QueryView, Stack, UserContent } from '@trailhead/shared-kernel/ui';

/** /help: every active help page. */
export function HelpIndexPage() {
  const pages = useQuery(apiQueryOptions<HelpPagesResponse>('/help'));
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Help
      </Heading>
      <QueryView query={pages} what="the help pages">
        {({ pages: list }) => (
          <Stack as="ul" gap="2" pl="5" data-testid="help-pages">
            {list.map((page) => (
              <li key={page.page_name}>
                <Link asChild color="brand.redDark">
                  <RouterLink to={`/help/${page.page_name}`}>{page.title}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** /help/{page}: privacy policy, terms and the rest, written by the site's staff. */
export function HelpPage() {
  const { page = '' } = useParams();
  const help = useQuery(apiQueryOptions<HelpPageResponse>(`/help/${encodeURIComponent(page)}`));
  return (
    <QueryView query={help} what="this help page" notFound={<NotFoundPage />}>
      {({ page: content }) => (
        <Stack gap="4" maxW="3xl">
          <Heading as="h1" size="2xl">
            {content.title}
          </Heading>
          {/* Staff-written HTML from our own API, drawn as every written text is (lists, links, quotes), with its headings. */}
          <UserContent
            className="help-body"
            lineHeight="tall"
            html={content.content_html}
            css={{ '& h2': { fontWeight: 'bold', fontSize: 'xl', mt: '4' }, '& h3': { fontWeight: 'semibold', fontSize: 'lg', mt: '3' }, '& p': { mt: '2' } }}
          />
        </Stack>
      )}
    </QueryView>
  );
}
