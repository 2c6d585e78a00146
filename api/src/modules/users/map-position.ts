// Where the member map places a member (issue "12 of 12", private by default): their stored
// position snapped to a grid of GRID_DEGREES (about 5.5 km north–south), then moved by an offset of
// whole hundredths of a degree that is the member's own: derived from their id and a secret the
// server keeps (app_secrets), so every answer gives the same place and averaging many answers
// learns nothing. Two decimals go out, never more. A member who chose to show their exact position
// (users.map_position_exact) is sent as stored.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { loadOrCreateSecret } from '../captcha/captcha.repository';

/** The grid an approximate position is snapped to, in degrees of latitude and of longitude. */
export const GRID_DEGREES = 0.05;
/** The approximate position's precision: two decimals (about 1.1 km). */
const STEP_DEGREES = 0.01;
/** The member's offset is −MAX_STEPS…MAX_STEPS steps on each axis. */
const MAX_STEPS = 2;
/** How far an approximate position can be from the stored one, on each axis (the radius box widens by it). */
export const MAX_SHIFT_DEGREES = GRID_DEGREES / 2 + MAX_STEPS * STEP_DEGREES;

const SECRET_NAME = 'map-position';

export interface MapPosition {
  latitude: number;
  longitude: number;
  exact: boolean;
}

/** Hundredths as a number without binary noise (38.57, not 38.570000000000001). */
const hundredths = (value: number) => Math.round(value / STEP_DEGREES) / 100;

/** Each member's offset, in steps, from the secret: [latitude steps, longitude steps]. */
export class MapPositions {
  private readonly offsets = new Map<number, readonly [number, number]>();

  constructor(private readonly secret: string) {}

  private offsetOf(userId: number): readonly [number, number] {
    let offset = this.offsets.get(userId);
    if (!offset) {
      const digest = createHmac('sha256', this.secret).update(`map-position:${userId}`).digest();
      const span = 2 * MAX_STEPS + 1;
      offset = [(digest.readUInt32BE(0) % span) - MAX_STEPS, (digest.readUInt32BE(4) % span) - MAX_STEPS];
      this.offsets.set(userId, offset);
    }
    return offset;
  }

  /** The stored position as the map may show it: exact when the member chose so, else approximate. */
  place(userId: number, latitude: number, longitude: number, exact: boolean): MapPosition {
    if (exact) return { latitude, longitude, exact: true };
    return { ...this.approximate(userId, latitude, longitude), exact: false };
  }

  /** The member's approximate position: the grid cell's centre plus their own offset, two decimals. */
  approximate(userId: number, latitude: number, longitude: number): { latitude: number; longitude: number } {
    const [latSteps, lngSteps] = this.offsetOf(userId);
    const snap = (value: number) => Math.round(value / GRID_DEGREES) * GRID_DEGREES;
    const lat = Math.max(-90, Math.min(90, hundredths(snap(latitude) + latSteps * STEP_DEGREES)));
    let lng = hundredths(snap(longitude) + lngSteps * STEP_DEGREES);
    if (lng > 180) lng -= 360;
    if (lng < -180) lng += 360;
    return { latitude: lat, longitude: hundredths(lng) };
  }
}

const positionsByDatabase = new WeakMap<Kysely<Database>, Promise<MapPositions>>();

/** The site's MapPositions (its secret made on first use and kept in app_secrets, shared by every process). */
export function mapPositionsFor(db: Kysely<Database>, now: number): Promise<MapPositions> {
  let positions = positionsByDatabase.get(db);
  if (!positions) {
    positions = loadOrCreateSecret(db, SECRET_NAME, now).then((secret) => new MapPositions(secret));
    // A failed read is not kept: the next request tries again.
    positions.catch(() => positionsByDatabase.delete(db));
    positionsByDatabase.set(db, positions);
  }
  return positions;
}
