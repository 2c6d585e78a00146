import { drawingLocation } from '.';

const drawn = [
  { path: '/' },
  { path: '/:vehicleSlug' },
  { path: '/search', query: ['searchText', 'page'] },
  { path: '*', only: (pathname: string) => /-t\.\d+\//.test(pathname) },
];

it('draws the declared routes, keeping only the query parameters the page reads, in one order', () => {
  expect(drawingLocation('/', drawn)).toBe('/');
  expect(drawingLocation('/?login=true', drawn)).toBe('/');
  expect(drawingLocation('/search?page=2&login=true&searchText=winch', drawn)).toBe('/search?page=2&searchText=winch');
  expect(drawingLocation('/search?searchText=winch&page=2', drawn)).toBe('/search?page=2&searchText=winch');
  // The most specific pattern wins, whatever the order they are declared in.
  expect(drawingLocation('/trekker?searchText=winch', drawn)).toBe('/trekker');
});

it('draws a catch-all only for the paths it names, and nothing else', () => {
  expect(drawingLocation('/winch-t.68/page-50', drawn)).toBe('/winch-t.68/page-50');
  expect(drawingLocation('/account/details', drawn)).toBeNull();
});
