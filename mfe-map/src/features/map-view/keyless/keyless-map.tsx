import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { geoPath, type GeoProjection } from 'd3-geo';
import { Box } from '@trailhead/shared-kernel/ui';
import { CLUSTER_COLOUR, MAP_COLOURS } from '../map-colours';
import type { MapPoint, MapViewProps } from '../map-view-types';
import { loadAtlas, type Atlas } from './atlas';
import { buildPointIndex, clusterLabel, clusterZoomFor, itemsIn, kForClusterZoom, MAX_CLUSTER_ZOOM, spreadOverlapping, viewBox, type MapItem } from './clusters';
import { locationGlyph } from './location-icons';
import { createBaseProjection, radiusCircle } from './projection';
import { INITIAL_VIEWPORT, PAN_STEP, toBase, toScreen, viewReducer, ZOOM_STEP, type MapBounds, type ViewAction } from './view-state';

const WATER = '#D6E6F0';
const LAND = { US: '#F3F1EA', CA: '#ECEAE2' } as const;
const BORDER = '#9AA4AE';
const COAST = '#6F7B86';
/** Width the map lays out at before it is measured (and where nothing measures, as in jsdom). */
const FALLBACK_WIDTH = 800;
/** A pointer that moves less than this between down and up clicked rather than dragged. */
const CLICK_SLOP = 5;

const samePoints = (a: MapPoint[], b: MapPoint[]) =>
  a === b ||
  (a.length === b.length &&
    b.every((point, index) => {
      const before = a[index];
      return before.id === point.id && before.latitude === point.latitude && before.longitude === point.longitude && before.label === point.label && before.kind === point.kind && before.icon === point.icon;
    }));

/** The points keep their identity while their content is the same, so the cluster index is not rebuilt for a new array of equal points. */
function useStablePoints(points: MapPoint[]): MapPoint[] {
  const [kept, setKept] = useState(points);
  if (samePoints(kept, points)) return kept;
  setKept(points);
  return points;
}

function useAtlas(): { atlas: Atlas | null; failed: boolean } {
  const [state, setState] = useState<{ atlas: Atlas | null; failed: boolean }>({ atlas: null, failed: false });
  useEffect(() => {
    let active = true;
    loadAtlas().then(
      (atlas) => active && setState({ atlas, failed: false }),
      () => active && setState({ atlas: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** Outlines as Path2D at zoom 1, rebuilt only when the box changes size; a frame only transforms them. */
function useOutlinePaths(atlas: Atlas | null, projection: GeoProjection) {
  return useMemo(() => {
    if (!atlas || typeof Path2D === 'undefined') return null;
    const path = geoPath(projection);
    const drawn = { US: '', CA: '', USNation: '' };
    for (const feature of atlas.features) drawn[feature.properties.country === 'US' && feature.properties.nation ? 'USNation' : feature.properties.country] += path(feature) ?? '';
    return { US: new Path2D(drawn.US), CA: new Path2D(drawn.CA), USNation: new Path2D(drawn.USNation) };
  }, [atlas, projection]);
}

interface PlacedItem {
  item: MapItem;
  x: number;
  y: number;
  stackable: boolean;
}

/**
 * The keyless map: US and Canada outlines on a canvas (d3-geo, conformal conic), markers and
 * clusters (supercluster) as buttons over it, pan by dragging, zoom by wheel, pinch, buttons and
 * keys. Only what is in view is drawn.
 */
export function KeylessMap({ points, onSelect, radius, onPickPosition, height = 480 }: MapViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [measuredWidth, setMeasuredWidth] = useState(0);
  const width = measuredWidth || FALLBACK_WIDTH;
  const projection = useMemo(() => createBaseProjection(width, height), [width, height]);
  const bounds = useMemo<MapBounds>(() => ({ width, height, minK: 1, maxK: Math.max(2, kForClusterZoom(MAX_CLUSTER_ZOOM + 1, projection.scale())) }), [width, height, projection]);
  const [{ viewport }, dispatch] = useReducer(viewReducer, { viewport: INITIAL_VIEWPORT, bounds });
  const { atlas, failed: atlasFailed } = useAtlas();
  const outlines = useOutlinePaths(atlas, projection);
  const stablePoints = useStablePoints(points);
  const index = useMemo(() => buildPointIndex(stablePoints), [stablePoints]);

  // Measure the box; on a new size keep the same place in the middle.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    setMeasuredWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasuredWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const placed = useRef({ projection, viewport, bounds });
  useLayoutEffect(() => {
    const before = placed.current;
    if (before.bounds === bounds) return;
    const [cx, cy] = toBase(before.viewport, before.bounds.width / 2, before.bounds.height / 2);
    const geo = before.projection.invert?.([cx, cy]);
    const centre = before.viewport.k === 1 && before.viewport.x === 0 && before.viewport.y === 0 ? null : (geo && projection(geo)) ?? null;
    dispatch({ type: 'resize', bounds, centre });
  }, [bounds, projection]);
  useLayoutEffect(() => {
    placed.current = { projection, viewport, bounds };
  });

  // Pointer moves arrive faster than frames: their actions are applied together once per frame.
  const queued = useRef<ViewAction[]>([]);
  const frame = useRef(0);
  const schedule = useCallback((action: ViewAction) => {
    queued.current.push(action);
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const actions = queued.current;
      queued.current = [];
      dispatch({ type: 'batch', actions });
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const drawnOnce = useRef(false);
  // Outlines: the zoom-1 paths under the view's transform, sharp at the screen's pixel ratio.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !outlines) return;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = WATER;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.setTransform(ratio * viewport.k, 0, 0, ratio * viewport.k, ratio * viewport.x, ratio * viewport.y);
    context.lineJoin = 'round';
    context.fillStyle = LAND.CA;
    context.fill(outlines.CA);
    context.fillStyle = LAND.US;
    context.fill(outlines.USNation);
    context.fill(outlines.US);
    context.lineWidth = 0.75 / viewport.k;
    context.strokeStyle = BORDER;
    context.stroke(outlines.US);
    context.strokeStyle = COAST;
    context.stroke(outlines.CA);
    if (!drawnOnce.current) {
      drawnOnce.current = true;
      performance.mark?.('map:first-draw');
    }
  }, [outlines, viewport, width, height]);

  const radiusPath = useMemo(() => (radius ? geoPath(projection)(radiusCircle(radius.latitude, radius.longitude, radius.miles)) : null), [radius, projection]);

  // Markers and clusters in view, at the cluster zoom the view's scale matches.
  const items = useMemo(() => {
    const zoom = clusterZoomFor(viewport.k, projection.scale());
    const bbox = viewBox(projection, (x, y) => toBase(viewport, x, y), width, height);
    const margin = 24;
    const inView: PlacedItem[] = [];
    for (const item of itemsIn(index, stablePoints, bbox, zoom)) {
      const base = projection([item.longitude, item.latitude]);
      if (!base) continue;
      const [x, y] = toScreen(viewport, base[0], base[1]);
      if (x < -margin || y < -margin || x > width + margin || y > height + margin) continue;
      inView.push({ item, x, y, stackable: item.type === 'point' });
    }
    return spreadOverlapping(inView);
  }, [index, stablePoints, viewport, projection, width, height]);

  const zoomIntoCluster = (item: Extract<MapItem, { type: 'cluster' }>) => {
    const zoom = Math.min(index.getClusterExpansionZoom(item.clusterId), MAX_CLUSTER_ZOOM + 1);
    const base = projection([item.longitude, item.latitude]);
    if (!base) return;
    dispatch({ type: 'zoomTo', k: Math.max(viewport.k * 1.01, kForClusterZoom(zoom, projection.scale())), baseX: base[0], baseY: base[1] });
    // The cluster's button is gone: the map keeps the keyboard focus.
    boxRef.current?.focus({ preventScroll: true });
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1;
      const factor = Math.min(2, Math.max(0.5, 2 ** ((-event.deltaY * lines) / 300)));
      schedule({ type: 'zoomAt', factor, anchorX: event.clientX - rect.left, anchorY: event.clientY - rect.top });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [schedule]);

  // Drag to pan, two fingers to pinch; a press that does not move picks a position.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ moved: 0, rect: null as DOMRect | null });
  const [dragging, setDragging] = useState(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button') || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (pointers.current.size === 0) gesture.current = { moved: 0, rect };
    pointers.current.set(event.pointerId, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    const rect = gesture.current.rect;
    if (!before || !rect) return;
    const now = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    if (pointers.current.size === 1) {
      gesture.current.moved += Math.hypot(now.x - before.x, now.y - before.y);
      pointers.current.set(event.pointerId, now);
      schedule({ type: 'pan', dx: now.x - before.x, dy: now.y - before.y });
      return;
    }
    const [other] = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    const distanceBefore = Math.hypot(before.x - other.x, before.y - other.y);
    const distanceNow = Math.hypot(now.x - other.x, now.y - other.y);
    gesture.current.moved += CLICK_SLOP;
    pointers.current.set(event.pointerId, now);
    const midX = (now.x + other.x) / 2;
    const midY = (now.y + other.y) / 2;
    schedule({ type: 'pan', dx: (now.x - before.x) / 2, dy: (now.y - before.y) / 2 });
    if (distanceBefore > 0) schedule({ type: 'zoomAt', factor: distanceNow / distanceBefore, anchorX: midX, anchorY: midY });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const at = pointers.current.get(event.pointerId);
    if (!at) return;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    setDragging(false);
    if (event.type !== 'pointerup' || gesture.current.moved >= CLICK_SLOP || !onPickPosition) return;
    const geo = projection.invert?.(toBase(viewport, at.x, at.y));
    if (geo) onPickPosition({ latitude: geo[1], longitude: geo[0] });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    const pan = pans[event.key];
    if (pan) dispatch({ type: 'pan', dx: pan[0], dy: pan[1] });
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else return;
    event.preventDefault();
  };
  const zoomBy = (factor: number) => dispatch({ type: 'zoomAt', factor, anchorX: width / 2, anchorY: height / 2 });

  return (
    <Box
      ref={boxRef}
      role="region"
      aria-label="Map"
      aria-roledescription="map"
      tabIndex={0}
      data-testid="map-view"
      data-map="keyless"
      position="relative"
      overflow="hidden"
      h={`${height}px`}
      borderWidth="1px"
      borderRadius="md"
      bg={WATER}
      cursor={dragging ? 'grabbing' : onPickPosition ? 'crosshair' : 'grab'}
      userSelect="none"
      css={{
        touchAction: 'none',
        '&:focus-visible': { outline: '3px solid #1D5FA8', outlineOffset: '2px' },
        '& button[data-marker]:focus-visible': { outline: '3px solid #202020', outlineOffset: '2px', boxShadow: '0 0 0 5px #fff' },
        '& button[data-marker]:hover': { transform: 'scale(1.15)' },
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <canvas ref={canvasRef} aria-hidden style={{ position: 'absolute', inset: 0, width: `${width}px`, height: `${height}px` }} />
      {radiusPath && (
        <svg aria-hidden width={width} height={height} style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} data-testid="map-radius">
          <path
            d={radiusPath}
            transform={`translate(${viewport.x} ${viewport.y}) scale(${viewport.k})`}
            fill="rgba(229, 66, 53, 0.12)"
            stroke="#E54235"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      {items.map(({ item, x, y }) => (item.type === 'cluster' ? <ClusterButton key={item.key} x={x} y={y} count={item.count} onChoose={() => zoomIntoCluster(item)} /> : <MarkerButton key={item.key} x={x} y={y} point={item.point} onSelect={onSelect} />))}
      <div style={{ position: 'absolute', right: 8, top: 8, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <ZoomButton label="Zoom in" glyph="+" disabled={viewport.k >= bounds.maxK} onClick={() => zoomBy(ZOOM_STEP)} />
        <ZoomButton label="Zoom out" glyph="−" disabled={viewport.k <= bounds.minK} onClick={() => zoomBy(1 / ZOOM_STEP)} />
      </div>
      {atlasFailed && (
        <p style={{ position: 'absolute', left: 8, bottom: 4, margin: 0, fontSize: 12, color: '#202020', background: 'rgba(255,255,255,0.85)', padding: '2px 6px', borderRadius: 4 }}>
          The map&apos;s outlines could not be loaded; the markers are in place.
        </p>
      )}
    </Box>
  );
}

const markerBase = {
  position: 'absolute',
  left: 0,
  top: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  border: '2px solid #fff',
  boxShadow: '0 1px 3px rgba(0,0,0,0.45)',
  cursor: 'pointer',
} as const;

function MarkerButton({ x, y, point, onSelect }: { x: number; y: number; point: MapPoint; onSelect: MapViewProps['onSelect'] }) {
  const size = point.kind === 'me' ? 26 : point.kind === 'location' ? 24 : 20;
  const glyph = point.kind === 'location' ? locationGlyph(point.icon) : null;
  return (
    <button
      type="button"
      data-marker={point.kind}
      aria-label={point.label}
      title={point.label}
      onClick={() => onSelect(point)}
      style={{ ...markerBase, width: size, height: size, background: MAP_COLOURS[point.kind], translate: `${x - size / 2}px ${y - size / 2}px`, zIndex: point.kind === 'me' ? 2 : 1 }}
    >
      {glyph && (
        <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden>
          <path d={glyph} fill="#fff" />
        </svg>
      )}
    </button>
  );
}

function ClusterButton({ x, y, count, onChoose }: { x: number; y: number; count: number; onChoose: () => void }) {
  const size = Math.round(28 + Math.min(22, Math.log10(count) * 8));
  return (
    <button
      type="button"
      data-marker="cluster"
      aria-label={clusterLabel(count)}
      onClick={onChoose}
      style={{
        ...markerBase,
        width: size,
        height: size,
        background: CLUSTER_COLOUR,
        color: '#fff',
        fontSize: 12,
        fontWeight: 700,
        border: '3px solid rgba(255,255,255,0.9)',
        translate: `${x - size / 2}px ${y - size / 2}px`,
        zIndex: 3,
      }}
    >
      {count >= 10000 ? `${Math.round(count / 1000)}k` : count}
    </button>
  );
}

function ZoomButton({ label, glyph, disabled, onClick }: { label: string; glyph: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      style={{
        width: 32,
        height: 32,
        fontSize: 20,
        lineHeight: '28px',
        borderRadius: 6,
        border: '1px solid #6F7B86',
        background: '#fff',
        color: disabled ? '#6F7B86' : '#202020',
        cursor: disabled ? 'default' : 'pointer',
        zIndex: 4,
        position: 'relative',
      }}
    >
      {glyph}
    </button>
  );
}
