/**
 * Pan and zoom of the keyless map: screen = k · base + (x, y), where base is the zoom-1 projection
 * (projection.ts). Pure functions and one reducer, so the rules (clamps, anchors) are tested alone.
 */
export interface MapViewport {
  k: number;
  x: number;
  y: number;
}

export interface MapBounds {
  width: number;
  height: number;
  minK: number;
  maxK: number;
}

export const INITIAL_VIEWPORT: MapViewport = { k: 1, x: 0, y: 0 };

export type ViewAction =
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'zoomAt'; factor: number; anchorX: number; anchorY: number }
  | { type: 'zoomTo'; k: number; baseX: number; baseY: number }
  /** The box changed size: `centre` is the new base point of the place that was in the middle (null: the whole frame). */
  | { type: 'resize'; bounds: MapBounds; centre: [number, number] | null }
  | { type: 'batch'; actions: ViewAction[] };

export interface ViewState {
  viewport: MapViewport;
  bounds: MapBounds;
}

/** One click of 'Zoom in' / 'Zoom out' or the + / - keys. */
export const ZOOM_STEP = 2;
/** Pixels one arrow key pans. */
export const PAN_STEP = 80;

/**
 * Keeps the view's centre over the zoom-1 frame (with half a screen to spare), so the map cannot
 * be dragged away and lost, and k within its limits.
 */
export function clampViewport({ k, x, y }: MapViewport, bounds: MapBounds): MapViewport {
  const clampedK = Math.min(bounds.maxK, Math.max(bounds.minK, k));
  const { width, height } = bounds;
  // The base point under the screen's centre must stay within [-w/2, 1.5w] × [-h/2, 1.5h].
  const centreX = Math.min(1.5 * width, Math.max(-0.5 * width, (width / 2 - x) / clampedK));
  const centreY = Math.min(1.5 * height, Math.max(-0.5 * height, (height / 2 - y) / clampedK));
  return { k: clampedK, x: width / 2 - centreX * clampedK, y: height / 2 - centreY * clampedK };
}

export function panBy(viewport: MapViewport, dx: number, dy: number, bounds: MapBounds): MapViewport {
  return clampViewport({ ...viewport, x: viewport.x + dx, y: viewport.y + dy }, bounds);
}

/** Zooms by `factor` keeping the screen point (anchorX, anchorY) over the same place. */
export function zoomAt(viewport: MapViewport, factor: number, anchorX: number, anchorY: number, bounds: MapBounds): MapViewport {
  const k = Math.min(bounds.maxK, Math.max(bounds.minK, viewport.k * factor));
  const ratio = k / viewport.k;
  return clampViewport({ k, x: anchorX - (anchorX - viewport.x) * ratio, y: anchorY - (anchorY - viewport.y) * ratio }, bounds);
}

/** Zoom k with the base point (baseX, baseY) in the middle of the screen. */
export function zoomTo(k: number, baseX: number, baseY: number, bounds: MapBounds): MapViewport {
  const clampedK = Math.min(bounds.maxK, Math.max(bounds.minK, k));
  return clampViewport({ k: clampedK, x: bounds.width / 2 - baseX * clampedK, y: bounds.height / 2 - baseY * clampedK }, bounds);
}

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'pan':
      return { ...state, viewport: panBy(state.viewport, action.dx, action.dy, state.bounds) };
    case 'zoomAt':
      return { ...state, viewport: zoomAt(state.viewport, action.factor, action.anchorX, action.anchorY, state.bounds) };
    case 'zoomTo':
      return { ...state, viewport: zoomTo(action.k, action.baseX, action.baseY, state.bounds) };
    case 'resize':
      return {
        bounds: action.bounds,
        viewport: action.centre
          ? zoomTo(state.viewport.k, action.centre[0], action.centre[1], action.bounds)
          : clampViewport(INITIAL_VIEWPORT, action.bounds),
      };
    case 'batch':
      return action.actions.reduce(viewReducer, state);
  }
}

/** A screen point from a base (zoom-1) point. */
export const toScreen = (viewport: MapViewport, baseX: number, baseY: number): [number, number] => [viewport.k * baseX + viewport.x, viewport.k * baseY + viewport.y];

/** A base (zoom-1) point from a screen point. */
export const toBase = (viewport: MapViewport, screenX: number, screenY: number): [number, number] => [(screenX - viewport.x) / viewport.k, (screenY - viewport.y) / viewport.k];
