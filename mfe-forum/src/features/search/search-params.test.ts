import { hasSearch, searchApiQuery, searchFromUrl, searchUrl } from './search-params';
import { joinMembers, moveHighlight, shouldLookUpMember, splitMembers } from '@trailhead/shared-kernel/members';

const read = (query: string) => searchFromUrl(new URLSearchParams(query));

describe('search in the URL (spec §2: searchText, members, searchCheckbox)', () => {
  it('reads the three fields and the page', () => {
    expect(read('searchText=%20winch%20line&members=alice,%20bob&searchCheckbox=1&page=3')).toEqual({ searchText: 'winch line', members: ['alice', 'bob'], titlesOnly: true, page: 3 });
    expect(read('')).toEqual({ searchText: '', members: [], titlesOnly: false, page: 1 });
    expect(read('searchCheckbox=yes&page=-4')).toMatchObject({ titlesOnly: false, page: 1 });
  });

  it('writes comma-joined members and 1/0 for titles only; page only past 1', () => {
    expect(searchUrl({ searchText: 'winch', members: ['alice', 'Bob', 'bob'], titlesOnly: true })).toBe('/search?searchText=winch&members=alice%2CBob&searchCheckbox=1');
    expect(searchUrl({ searchText: '', members: [], titlesOnly: false }, 2)).toBe('/search?searchText=&members=&searchCheckbox=0&page=2');
  });

  it('round-trips', () => {
    const form = { searchText: 'lift kit', members: ['carol'], titlesOnly: false };
    expect(read(searchUrl(form, 4).split('?')[1])).toEqual({ ...form, page: 4 });
  });

  it('maps to GET /search with c[users] and c[title_only] and the vehicle type', () => {
    expect(searchApiQuery({ searchText: 'axle', members: ['alice', 'bob'], titlesOnly: true }, 2, 3)).toEqual({
      keywords: 'axle',
      'c[users]': 'alice,bob',
      'c[title_only]': 1,
      page: 2,
      vehicle_type_id: 3,
    });
  });

  it('asks only with words or members', () => {
    expect(hasSearch({ searchText: '', members: [], titlesOnly: true })).toBe(false);
    expect(hasSearch({ searchText: '', members: ['alice'], titlesOnly: false })).toBe(true);
  });
});

describe('member lookup rule (spec §5)', () => {
  it('looks members up only for more than 1 character, ignoring spaces and a leading @', () => {
    expect(shouldLookUpMember('')).toBe(false);
    expect(shouldLookUpMember('a')).toBe(false);
    expect(shouldLookUpMember(' a ')).toBe(false);
    expect(shouldLookUpMember('@a')).toBe(false);
    expect(shouldLookUpMember('al')).toBe(true);
    expect(shouldLookUpMember('@al')).toBe(true);
  });

  it('splits and joins members, each once in any case', () => {
    expect(splitMembers(' alice, ,Bob,bob,carol ')).toEqual(['alice', 'Bob', 'carol']);
    expect(joinMembers(['alice', ' ALICE ', 'dan'])).toBe('alice,dan');
  });

  it('arrows move through the suggestions and wrap around', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(1, 0, 'ArrowDown')).toBe(-1);
  });
});
