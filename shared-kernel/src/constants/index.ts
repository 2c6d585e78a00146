/** Business constants of spec §9, in one place for every part of the site. */
export { CLUB_MESSAGES, POSTING_MESSAGES } from './refusals';

export const BRAND_RED = '#E54235';
export const BRAND_BLACK = '#202020';

export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

export const VEHICLE_TYPE_COOKIE = 'th_vehicle_type';
export const VEHICLE_TYPE_COOKIE_DAYS = 365;
export const DEFAULT_VEHICLE_TYPE_ID = 0;
/** The vehicle type a saved cookie value names; anything else is the default. */
export function vehicleTypeFromCookie(value: string | null | undefined): number {
  const saved = Number(value);
  return value && Number.isInteger(saved) && saved >= 0 ? saved : DEFAULT_VEHICLE_TYPE_ID;
}
export const COUNT_CACHE_MS = 60_000;
/**
 * The six reactions drawn (shell/public), one 32 px cell each from the top in reaction_id order:
 * GET /reactions' image_url and sprite_params. Drawn, so they show where no emoji font is.
 */
export const REACTION_SPRITE_URL = '/images/reactions/sprite.svg';
export const REACTION_SPRITE_CELL_PX = 32;
/** The browser's local store of the member map's data (spec §3 map cache): cleared at logout. */
export const MAP_STORE_NAME = 'trailhead-map';
export const SNACKBAR_TIMEOUT_MS = { min: 4000, max: 5000 } as const;
export const MINIMUM_AGE = 13;
export const PASSWORD_MIN_LENGTH = 10;
export const MENU_CONVERSATION_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Where a page drawn by the server keeps the buttons tapped before the app has taken it over
 * (the elements, in order); the shell presses the last one again once the page is live.
 */
export const FIRST_SCREEN_TAPS_GLOBAL = '__TRAILHEAD_FIRST_SCREEN_TAPS__';
/** The page's main content (the frame's <main>, the skip link's target). */
export const MAIN_CONTENT_ID = 'main';
/** The element of a page drawn by the server that carries what its drawing read (FirstScreenData). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/**
 * The <meta> naming the page's nonce (its Content-Security-Policy's), for the code that adds script
 * and style elements: webpack's chunk loading and emotion's cache put it on theirs.
 */
export const NONCE_META = 'csp-nonce';
/** The page's <meta name="trailhead-api" content="https://api.example.com/api"> when the API is served elsewhere (API_BASE_URL). */
export const API_BASE_META = 'trailhead-api';
/**
 * How old a drawing may be when sent: the app fetches again everything shown on an older one as soon
 * as it is live, so the server draws such a page anew rather than send it (and the app keeps the
 * refresh for a drawing that was older still when it arrived).
 */
export const DRAWING_KEPT_MS = 60_000;
/**
 * The clock a drawing was made by (DrawingClock): while the browser takes a drawn page over, dates
 * read as the server wrote them; afterwards as the person's own clock says.
 */
export const DRAWING_CLOCK_GLOBAL = '__TRAILHEAD_DRAWING_CLOCK__';

/** When and in which time zone the server drew a page. */
export interface DrawingClock {
  now: number;
  timeZone: string;
}
