/**
 * Glyphs for location markers, 24 × 24 SVG paths drawn in white on the marker. Looked up by the
 * type's icon name (/lists/location-type icons) or, failing that, by the type's key; unknown
 * names draw no glyph (the marker's colour still says "location").
 */
const GLYPHS: Record<string, string> = {
  flag: 'M6 3h2v18H6zM8 4h10l-2.5 4L18 12H8z',
  route: 'M6 19a2 2 0 1 1 0-4h9a3 3 0 0 0 0-6H9a2 2 0 1 1 0-2h6a5 5 0 0 1 0 10H6z',
  tent: 'M12 3l9 17H3zM12 9l-4 9h8z',
  store: 'M3 9l2-5h14l2 5v2H3zM4 12h16v8H4zM10 14v6h4v-6z',
  wrench: 'M20 7a5 5 0 0 1-6.6 4.7L6 19a2 2 0 0 1-3-3l7.3-7.4A5 5 0 0 1 17 3l-3 3 1 3 3 1z',
  fuel: 'M4 4h9v16H4zM6 6v4h5V6zM14 9h2l3 3v6a1.5 1.5 0 0 1-3 0v-4h-2z',
  eye: 'M12 5c5 0 9 5 10 7-1 2-5 7-10 7S3 14 2 12c1-2 5-7 10-7zm0 3.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  mountain: 'M2 20l7-12 4 6 3-4 6 10z',
};

const BY_TYPE: Record<string, string> = {
  trailhead: 'flag',
  trail: 'route',
  campground: 'tent',
  dealer: 'store',
  repair_shop: 'wrench',
  fuel: 'fuel',
  viewpoint: 'eye',
  off_road_park: 'mountain',
};

export function locationGlyph(icon: string | undefined): string | null {
  if (!icon) return null;
  const name = icon.replace(/^(mdi|fa|icon)[-:]/, '').replace(/-/g, '_');
  return GLYPHS[name] ?? GLYPHS[BY_TYPE[name] ?? ''] ?? null;
}
