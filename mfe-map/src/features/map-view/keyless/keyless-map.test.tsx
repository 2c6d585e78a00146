import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { MapPoint } from '../map-view-types';
import { KeylessMap } from './keyless-map';

// The outlines are a file the build writes; here the markers are tested without them.
jest.mock('./atlas', () => ({ loadAtlas: () => new Promise(() => undefined) }));

// jsdom has no PointerEvent: a MouseEvent with the pointer's fields stands in.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

const point = (id: number, latitude: number, longitude: number, kind: MapPoint['kind'] = 'member'): MapPoint => ({ id: `user:${id}`, kind, latitude, longitude, label: `rider${id}` });
// Four riders around Denver, one in Toronto.
const points = [point(1, 39.74, -104.99), point(2, 39.78, -105.05), point(3, 39.7, -104.9), point(4, 39.6, -105.1), point(5, 43.65, -79.38, 'me')];

it('shows near markers as one cluster, named for what it does; choosing it zooms in until they stand apart', () => {
  const onSelect = jest.fn();
  renderInSite(<KeylessMap points={points} onSelect={onSelect} />);
  expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'rider5' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'rider1' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Zoom into 4 markers' }));
  for (let step = 0; step < 20 && !screen.queryByRole('button', { name: 'rider1' }); step += 1) {
    fireEvent.click(screen.getAllByRole('button', { name: /^Zoom into \d+ markers$/ })[0]);
  }
  fireEvent.click(screen.getByRole('button', { name: 'rider1' }));
  expect(onSelect).toHaveBeenCalledWith(points[0]);
});

it('zooms with its buttons and the keyboard, within limits', () => {
  renderInSite(<KeylessMap points={points} onSelect={() => undefined} />);
  const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
  expect(zoomOut.disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(zoomOut.disabled).toBe(false);
  const map = screen.getByRole('region', { name: 'Map' });
  fireEvent.keyDown(map, { key: '-' });
  expect(zoomOut.disabled).toBe(true);
  for (let step = 0; step < 30; step += 1) fireEvent.keyDown(map, { key: '+' });
  expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(true);
});

it('picks the position clicked on the map, not on a marker', () => {
  const onPickPosition = jest.fn();
  renderInSite(<KeylessMap points={[]} onSelect={() => undefined} onPickPosition={onPickPosition} height={480} />);
  const map = screen.getByRole('region', { name: 'Map' });
  // The middle of the 800 × 480 box is in the middle of the US.
  fireEvent.pointerDown(map, { pointerId: 1, clientX: 400, clientY: 300, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(map, { pointerId: 1, clientX: 400, clientY: 300, button: 0, pointerType: 'mouse' });
  expect(onPickPosition).toHaveBeenCalledTimes(1);
  const { latitude, longitude } = onPickPosition.mock.calls[0][0];
  expect(latitude).toBeGreaterThan(30);
  expect(latitude).toBeLessThan(55);
  expect(longitude).toBeGreaterThan(-120);
  expect(longitude).toBeLessThan(-80);
});

it('draws the radius circle when one is set', () => {
  renderInSite(<KeylessMap points={points} onSelect={() => undefined} />);
  expect(screen.queryByTestId('map-radius')).toBeNull();
  cleanup();
  renderInSite(<KeylessMap points={points} onSelect={() => undefined} radius={{ latitude: 39.74, longitude: -104.99, miles: 100 }} />);
  expect(screen.getByTestId('map-radius').querySelector('path')?.getAttribute('d')).toMatch(/^M/);
});
