import { geoPath } from 'd3-geo';
import { createBaseProjection, milesBetween, radiusCircle } from './projection';

const denver = { latitude: 39.74, longitude: -104.99 };

it('fits the US with Alaska and Canada into the box, north up', () => {
  const projection = createBaseProjection(800, 480);
  const inBox = ([x, y]: [number, number]) => x >= 0 && x <= 800 && y >= 0 && y <= 480;
  for (const place of [[-104.99, 39.74], [-149.9, 61.2], [-80.2, 25.8], [-52.7, 47.6], [-123.1, 49.3], [-156.8, 71.3]] as [number, number][]) {
    expect(inBox(projection(place)!)).toBe(true);
  }
  expect(projection([-105, 60])![1]).toBeLessThan(projection([-105, 40])![1]);
  // invert gives back the place a click lands on
  const [longitude, latitude] = projection.invert!(projection([denver.longitude, denver.latitude])!)!;
  expect(longitude).toBeCloseTo(denver.longitude, 6);
  expect(latitude).toBeCloseTo(denver.latitude, 6);
});

it('measures miles on the sphere', () => {
  expect(milesBetween(denver, { latitude: 40.76, longitude: -111.89 })).toBeCloseTo(371, -1); // Salt Lake City
  expect(milesBetween(denver, denver)).toBe(0);
});

it("draws the radius circle in miles: its edge is the radius away from the centre, and it grows with it", () => {
  const circle = radiusCircle(denver.latitude, denver.longitude, 100);
  for (const [longitude, latitude] of circle.coordinates[0]) expect(milesBetween(denver, { latitude, longitude })).toBeCloseTo(100, 3);
  const projection = createBaseProjection(800, 480);
  const area = (miles: number) => geoPath(projection).area(radiusCircle(denver.latitude, denver.longitude, miles));
  expect(area(200) / area(100)).toBeCloseTo(4, 0);
});
