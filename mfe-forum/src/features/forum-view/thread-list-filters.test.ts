import { DEFAULT_FILTERS, filtersFromSearch, filtersToApiQuery, filtersToSearch, isFiltered, SORT_FIELDS, DATE_FILTERS } from './thread-list-filters';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('thread list filters in the URL', () => {
  it('offers the six sort fields and the spec date filters', () => {
    expect(SORT_FIELDS.map((field) => field.value)).toEqual(['last_post_date', 'post_date', 'title', 'reply_count', 'view_count', 'first_post_reaction_score']);
    expect(DATE_FILTERS.map((filter) => filter.label)).toEqual(['Anytime', '7 days', '14 days', '30 days', '60 days', '90 days', '180 days', '360 days']);
  });

  it('reads nothing as the defaults: last message first, anytime, anyone', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips every field through the query', () => {
    const filters = { order: 'title' as const, direction: 'asc' as const, lastDays: 30, starterId: 12, starterName: 'alice' };
    const query = filtersToSearch(filters);
    expect(query).toBe('?order=title&direction=asc&last_days=30&starter_id=12&starter=alice');
    expect(parse(query.slice(1))).toEqual(filters);
  });

  it.each([
    ['order=sideways', { order: 'last_post_date' }],
    ['direction=up', { direction: 'desc' }],
    ['last_days=5', { lastDays: null }],
    ['last_days=abc', { lastDays: null }],
    ['starter_id=-3&starter=x', { starterId: null, starterName: '' }],
    ['starter_id=1.5', { starterId: null }],
  ])('falls back to the default for a malformed %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('maps to the API parameters of GET /forums/{id}/threads', () => {
    expect(filtersToApiQuery(parse('order=reply_count&direction=asc&last_days=7&starter_id=4'), 2)).toEqual({
      order: 'reply_count',
      direction: 'asc',
      last_days: 7,
      starter_id: 4,
      page: 2,
    });
    expect(filtersToApiQuery(DEFAULT_FILTERS, 1)).toEqual({ order: 'last_post_date', direction: 'desc', last_days: undefined, starter_id: undefined, page: 1 });
  });

  it('knows when a filter narrows the list (for the empty-state text)', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered(parse('order=title'))).toBe(false);
    expect(isFiltered(parse('last_days=14'))).toBe(true);
    expect(isFiltered(parse('starter_id=3'))).toBe(true);
  });
});
