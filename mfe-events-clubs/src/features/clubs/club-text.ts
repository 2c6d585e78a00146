import type { ClubCustomFields } from '@trailhead/shared-kernel/types';

export const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada' };

/** "Moab, UT", "Calgary, AB, Canada", or "Online club". */
export function clubPlace(fields: Pick<ClubCustomFields, 'location_type' | 'city' | 'state' | 'country'>): string {
  if (fields.location_type === 'online') return 'Online club';
  const country = fields.country && fields.country !== 'US' ? (COUNTRY_NAMES[fields.country] ?? fields.country) : null;
  return [fields.city, fields.state, country].filter(Boolean).join(', ') || 'Place not given';
}
