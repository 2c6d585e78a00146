import { clampViewport, INITIAL_VIEWPORT, toBase, toScreen, viewReducer, zoomAt, type MapBounds, type ViewState } from './view-state';

const bounds: MapBounds = { width: 800, height: 400, minK: 1, maxK: 64 };
const start: ViewState = { viewport: INITIAL_VIEWPORT, bounds };

it('pans by the pointer or arrow delta', () => {
  const { viewport } = viewReducer(start, { type: 'pan', dx: 30, dy: -20 });
  expect(viewport).toEqual({ k: 1, x: 30, y: -20 });
});

it('zooms about the anchor: the place under the pointer stays under it', () => {
  const before = { k: 2, x: -100, y: -50 };
  const anchor: [number, number] = [300, 120];
  const placeUnder = toBase(before, ...anchor);
  const after = zoomAt(before, 2, ...anchor, bounds);
  expect(after.k).toBe(4);
  expect(toScreen(after, ...placeUnder)).toEqual(anchor);
});

it('clamps the zoom between the whole frame and the closest zoom', () => {
  expect(viewReducer(start, { type: 'zoomAt', factor: 0.25, anchorX: 400, anchorY: 200 }).viewport.k).toBe(1);
  const deep = viewReducer(start, { type: 'batch', actions: Array.from({ length: 10 }, () => ({ type: 'zoomAt' as const, factor: 2, anchorX: 400, anchorY: 200 })) });
  expect(deep.viewport.k).toBe(64);
});

it('keeps the frame in reach: the map cannot be dragged away', () => {
  const far = viewReducer(start, { type: 'pan', dx: 10_000, dy: -10_000 });
  const centre = toBase(far.viewport, 400, 200);
  expect(centre).toEqual([-400, 600]);
  expect(clampViewport({ k: 1, x: 0, y: 0 }, bounds)).toEqual({ k: 1, x: 0, y: 0 });
});

it('zooms to a base point, putting it in the middle', () => {
  const { viewport } = viewReducer(start, { type: 'zoomTo', k: 8, baseX: 500, baseY: 150 });
  expect(toScreen(viewport, 500, 150)).toEqual([400, 200]);
});

it('keeps the same place in the middle when the box changes size', () => {
  const zoomed = viewReducer(start, { type: 'zoomTo', k: 4, baseX: 500, baseY: 150 });
  const wider = viewReducer(zoomed, { type: 'resize', bounds: { ...bounds, width: 1000 }, centre: [620, 150] });
  expect(toScreen(wider.viewport, 620, 150)).toEqual([500, 200]);
  expect(viewReducer(zoomed, { type: 'resize', bounds, centre: null }).viewport).toEqual(INITIAL_VIEWPORT);
});
