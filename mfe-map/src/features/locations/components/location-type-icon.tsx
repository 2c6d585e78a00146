import type { ReactNode } from 'react';

/** One drawing per icon name of /lists/location-type (24×24, drawn in the text colour). */
const DRAWINGS: Record<string, ReactNode> = {
  // A signpost on its pole.
  trailhead: (
    <>
      <path d="M12 3v18" />
      <path d="M5 6h11l3 2.5-3 2.5H5z" />
      <path d="M9 21h6" />
    </>
  ),
  // A winding track between two hills.
  trail: (
    <>
      <path d="M3 18l5-8 4 5 3-4 6 7" />
      <path d="M7 21c2-2 6-2 5-5s3-3 5-4" strokeDasharray="2 2" />
    </>
  ),
  // A tent.
  campground: (
    <>
      <path d="M3 20L12 5l9 15z" />
      <path d="M12 20l-3-6h6z" />
      <path d="M10 4l2 1 2-1" />
    </>
  ),
  // A storefront with its awning.
  dealer: (
    <>
      <path d="M4 10v10h16V10" />
      <path d="M3 10l2-6h14l2 6z" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  // An open-ended wrench.
  wrench: <path d="M14.5 4a4.5 4.5 0 0 0-4.2 6.1L4 16.4 7.6 20l6.3-6.3A4.5 4.5 0 0 0 20 9.5l-2.8 2.8-3-.6-.6-3L16.5 6A4.5 4.5 0 0 0 14.5 4z" />,
  // A fuel pump with its hose.
  fuel: (
    <>
      <path d="M5 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16" />
      <path d="M4 21h12" />
      <path d="M7 7h6v4H7z" />
      <path d="M15 10h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3" />
    </>
  ),
  // An eye over mountain tops.
  viewpoint: (
    <>
      <path d="M2 20l6-8 4 5 3-3 7 6z" />
      <path d="M4 7s3-4 8-4 8 4 8 4-3 4-8 4-8-4-8-4z" />
      <circle cx="12" cy="7" r="1.5" />
    </>
  ),
  // A pine tree in a fenced park.
  park: (
    <>
      <path d="M12 3l5 7h-3l4 6H6l4-6H7z" />
      <path d="M12 16v5" />
      <path d="M3 21h18" />
    </>
  ),
};

/** A location type's icon; decorative (the type's name is written beside it). */
export function LocationTypeIcon({ icon, size = 20 }: { icon: string | undefined; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon && DRAWINGS[icon] ? icon : 'trailhead'}
    >
      {DRAWINGS[icon ?? ''] ?? DRAWINGS.trailhead}
    </svg>
  );
}
