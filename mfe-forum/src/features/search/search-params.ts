import { joinMembers } from '@trailhead/shared-kernel/members';

/** Spec §2 search: searchText, members (comma-joined usernames), searchCheckbox (titles only, 1 or 0). */
export interface SearchForm {
  searchText: string;
  members: string[];
  titlesOnly: boolean;
}

export function searchFromUrl(params: URLSearchParams): SearchForm & { page: number } {
  const page = Math.floor(Number(params.get('page') ?? 1));
  return {
    searchText: (params.get('searchText') ?? '').trim(),
    members: (params.get('members') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    titlesOnly: params.get('searchCheckbox') === '1',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

export function searchUrl(form: SearchForm, page = 1): string {
  const params = new URLSearchParams({ searchText: form.searchText.trim(), members: joinMembers(form.members), searchCheckbox: form.titlesOnly ? '1' : '0' });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** Whether there is anything to ask the API (words or members). */
export function hasSearch(form: SearchForm): boolean {
  return form.searchText !== '' || form.members.length > 0;
}

/** GET /search {keywords, c[users], c[title_only], page} (spec §7), in the selected vehicle type. */
export function searchApiQuery(form: SearchForm, page: number, vehicleTypeId: number) {
  return { keywords: form.searchText, 'c[users]': joinMembers(form.members), 'c[title_only]': form.titlesOnly ? 1 : 0, page, vehicle_type_id: vehicleTypeId };
}
