/**
 * The US states' and Canada's outlines: a GeoJSON file written at build time from the atlas
 * packages (mfe-map/scripts/build-atlas.mjs). Webpack emits it beside the remote's chunks with a
 * content hash, so it is fetched once and then cached like them; it is not part of any JS chunk.
 */

export interface AtlasFeature {
  type: 'Feature';
  /** nation: the country as a whole (drawn under the US states, or Canada itself). */
  properties: { name: string; country: 'US' | 'CA'; nation?: boolean };
  geometry: GeoJSON.MultiPolygon;
}

export interface Atlas {
  type: 'FeatureCollection';
  features: AtlasFeature[];
}

let loading: Promise<Atlas> | null = null;

const isAtlas = (value: unknown): value is Atlas =>
  typeof value === 'object' && value !== null && Array.isArray((value as Atlas).features) && (value as Atlas).features.every((feature) => feature?.geometry?.type === 'MultiPolygon');

/** Fetched once per page; a failure is forgotten so the next map tries again. */
export function loadAtlas(): Promise<Atlas> {
  loading ??= Promise.resolve()
    // Built here, not at module level: the server's bundle of this module has no import.meta, and never fetches it.
    .then(() => fetch(String(new URL('./generated/north-america.geo.json', import.meta.url))))
    .then(async (response) => {
      if (!response.ok) throw new Error(`The map's outlines answered ${response.status}`);
      const atlas: unknown = await response.json();
      if (!isAtlas(atlas)) throw new Error("The map's outlines are not GeoJSON");
      return atlas;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
