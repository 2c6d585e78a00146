import { expect, logIn, test } from '../fixtures/site';

/**
 * The map on Google Maps, when the site has a key. The real Maps JavaScript API is out of reach
 * here: the page is told the site has a key, and a small stand-in answers for Google's script and
 * records what the page asked of it (libraries, map id, advanced markers, the clusterer).
 */
const MAPS_STAND_IN = String.raw`
(() => {
  const script = document.currentScript;
  const asked = new URL(script.src).searchParams;
  const record = (window.__mapsStandIn = {
    scriptLibraries: (asked.get('libraries') || '').split(',').filter(Boolean),
    imported: [],
    maps: [],
    markers: [],
    clusterers: [],
    circles: [],
    geocoded: [],
  });
  const listeners = () => {
    const all = {};
    return {
      addListener(name, handler) { (all[name] ||= []).push(handler); return { remove() { all[name] = all[name].filter((h) => h !== handler); } }; },
      fire(name, event) { (all[name] || []).forEach((handler) => handler(event)); },
    };
  };
  class LatLng { constructor(lat, lng) { this._lat = typeof lat === 'object' ? lat.lat : lat; this._lng = typeof lat === 'object' ? lat.lng : lng; } lat() { return this._lat; } lng() { return this._lng; } }
  class LatLngBounds { extend() { return this; } contains() { return true; } getNorthEast() { return new LatLng(90, 180); } getSouthWest() { return new LatLng(-90, -180); } }
  class Map {
    constructor(element, options) { this.element = element; this.options = options; Object.assign(this, listeners()); record.maps.push({ mapId: options.mapId, center: options.center }); }
    getProjection() { return undefined; }
    getZoom() { return this.options.zoom; }
    getBounds() { return new LatLngBounds(); }
    getMapCapabilities() { return { isAdvancedMarkersAvailable: true }; }
  }
  class Circle { constructor(options) { record.circles.push({ center: options.center, radius: options.radius }); this.map = options.map; } setMap(map) { this.map = map; } }
  // MarkerClusterer copies OverlayView's enumerable prototype members onto itself.
  function OverlayView() {}
  OverlayView.prototype.setMap = function (map) {
    if (map && !record.clusterers.includes(this)) record.clusterers.push(this);
    this.__map = map;
    if (map) this.onAdd && this.onAdd(); else this.onRemove && this.onRemove();
  };
  OverlayView.prototype.getMap = function () { return this.__map; };
  OverlayView.prototype.getProjection = function () { return undefined; };
  OverlayView.prototype.getPanes = function () { return undefined; };
  class AdvancedMarkerElement extends EventTarget {
    constructor(options) { super(); Object.assign(this, options); this.map = options.map ?? null; record.markers.push(this); }
    addListener(name, handler) { this.addEventListener(name === 'click' ? 'gmp-click' : name, handler); return { remove() {} }; }
  }
  // Google's geocoder knows one road here; anything else is ZERO_RESULTS (a rejected promise, as Google's is).
  class Geocoder {
    async geocode(request) {
      record.geocoded.push(request);
      if (/Sand Flats Rd/.test(request.address)) return { results: [{ geometry: { location: new LatLng(38.5812, -109.5201) }, formatted_address: 'Sand Flats Rd, Moab, UT 84532, USA' }] };
      throw Object.assign(new Error('Geocoding Service: ZERO_RESULTS'), { code: 'ZERO_RESULTS' });
    }
  }
  const libraries = { maps: { Map, Circle, OverlayView }, marker: { AdvancedMarkerElement }, places: {}, geocoding: { Geocoder }, core: { LatLng, LatLngBounds } };
  const maps = window.google.maps;
  Object.assign(maps, { Map, Circle, OverlayView, LatLng, LatLngBounds, Point: class {}, Size: class {}, marker: libraries.marker, places: {},
    event: { trigger() {}, addListener() { return { remove() {} }; }, removeListener() {} } });
  maps.importLibrary = async (name) => { record.imported.push(name); return libraries[name] ?? {}; };
  maps.__ib__();
})();
`;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The site has a key, and Google's script is the stand-in. */
async function withMapsKey(page: import('@playwright/test').Page) {
  await page.route('**/api/options/maps', (route) => route.fulfill({ json: { google_maps_api_key: 'test-key' } }));
  await page.route('https://maps.googleapis.com/maps/api/js**', (route) => route.fulfill({ contentType: 'text/javascript', body: MAPS_STAND_IN }));
}

test('with a Google Maps key, the map loads maps, marker and places, draws the members as advanced markers in a clusterer, and a marker opens the member', async ({ page }) => {
  await withMapsKey(page);
  await logIn(page, 'member');
  await page.goto('/map');

  await expect(page.locator('[data-testid="map-view"][data-map="google"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as { __mapsStandIn?: { markers: unknown[] } }).__mapsStandIn?.markers.length ?? 0)).toBeGreaterThan(0);
  const asked = await page.evaluate(() => {
    const record = (window as unknown as { __mapsStandIn: { scriptLibraries: string[]; imported: string[]; maps: { mapId: string }[]; markers: { title: string; position: { lat: number; lng: number }; gmpClickable: boolean }[]; clusterers: { markers: unknown[] }[] } }).__mapsStandIn;
    return {
      libraries: [...new Set([...record.scriptLibraries, ...record.imported])].sort(),
      mapIds: record.maps.map((map) => map.mapId),
      markers: record.markers.map((marker) => ({ title: marker.title, lat: marker.position.lat, lng: marker.position.lng, clickable: marker.gmpClickable })),
      clustered: record.clusterers.map((clusterer) => clusterer.markers.length),
    };
  });
  expect(asked.libraries).toEqual(expect.arrayContaining(['maps', 'marker', 'places']));
  expect(asked.mapIds).toHaveLength(1);
  expect(asked.mapIds[0]).toBeTruthy();
  // Another member, as the API places them, has an advanced marker there.
  const { allUsers } = (await (await page.request.get('/api/users/map')).json()) as { allUsers: { username: string; latitude: number; longitude: number }[] };
  const other = allUsers.find((user) => user.username !== 'member')!;
  expect(asked.markers).toContainEqual({ title: other.username, lat: other.latitude, lng: other.longitude, clickable: true });
  expect(asked.markers.every((marker) => marker.clickable)).toBe(true);
  // One clusterer holds the markers (made again when the points change).
  expect(asked.clustered).toHaveLength(1);
  expect(asked.clustered[0]).toBeGreaterThan(1);

  // A marker's click (Google fires gmp-click) opens that member's card beside the map.
  const chosen = asked.markers.find((marker) => marker.title === other.username)!;
  await page.evaluate((title) => {
    const record = (window as unknown as { __mapsStandIn: { markers: (EventTarget & { title: string })[] } }).__mapsStandIn;
    record.markers.find((marker) => marker.title === title)!.dispatchEvent(new Event('gmp-click'));
  }, chosen.title);
  await expect(page.getByTestId('chosen-marker')).toHaveAccessibleName(chosen.title);
});

test("with a Google Maps key, 'Find on map' puts a new location where Google finds its address, and says so when Google finds nothing", async ({ page }) => {
  await withMapsKey(page);
  await logIn(page, 'member');
  await page.goto('/map');
  await expect(page.locator('[data-testid="map-view"][data-map="google"]')).toBeVisible();

  await page.getByRole('button', { name: 'Add a location' }).click();
  const form = page.getByTestId('add-location-dialog');
  const name = `Sand Flats camp ${unique()}`;
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Type/).selectOption({ label: 'Campground' });

  // An address Google does not know: the form says so, and no coordinates are made up.
  await form.getByLabel(/^Address/).fill('1 Nowhere Lane');
  await form.getByRole('button', { name: 'Find on map' }).click();
  await expect(form.getByRole('alert')).toHaveText('We could not find that address on the map. Check it, or type the coordinates.');
  await expect(form.getByLabel(/^Latitude/)).toHaveValue('');

  // One it knows: the coordinates are filled in from Google's answer, which the form names.
  const address = `${unique()} Sand Flats Rd`;
  await form.getByLabel(/^Address/).fill(address);
  await form.getByLabel(/^City/).fill('Moab');
  await form.getByLabel(/^State or province/).fill('UT');
  await form.getByRole('button', { name: 'Find on map' }).click();
  await expect(form.getByText('Found: Sand Flats Rd, Moab, UT 84532, USA')).toBeVisible();
  await expect(form.getByRole('alert')).toBeHidden();
  await expect(form.getByLabel(/^Latitude/)).toHaveValue('38.5812');
  await expect(form.getByLabel(/^Longitude/)).toHaveValue('-109.5201');
  const asked = await page.evaluate(() => (window as unknown as { __mapsStandIn: { geocoded: { address: string; region: string }[] } }).__mapsStandIn.geocoded);
  expect(asked.at(-1)).toEqual({ address: `${address}, Moab, UT, US`, region: 'us' });

  // Added there.
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Location added to the map')).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBeTruthy();
  const id = new URL(page.url()).searchParams.get('location');
  const saved = (await (await page.request.get(`/api/locations/${id}`)).json()) as { location: { name: string; latitude: number; longitude: number } };
  expect(saved.location).toMatchObject({ name, latitude: 38.5812, longitude: -109.5201 });
});
