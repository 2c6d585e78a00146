import type { ClubDetail, ClubFormPayload, ClubLocationType } from '@trailhead/shared-kernel/types';

/** What the inputs hold: text as typed (numbers too), so a failed submit gives back exactly what was typed. */
export interface ClubFormFields {
  name: string;
  description: string;
  vehicle_type_id: string;
  location_type: ClubLocationType;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  /** '' until chosen; the schema allows only US and CA. */
  country: string;
  president: string;
  website: string;
  vin: string;
}

/** The images picked in the form: a new file replaces the current one; `remove…` drops the current one on an edit. */
export interface ClubImageFiles {
  cover: File | null;
  avatar: File | null;
}

/** The address fields, sent only for a physical club (spec §5). */
export const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipcode', 'country'] as const;

export function emptyClubForm(): ClubFormFields {
  return {
    name: '',
    description: '',
    vehicle_type_id: '0',
    location_type: 'physical',
    address: '',
    city: '',
    state: '',
    zipcode: '',
    country: '',
    president: '',
    website: '',
    vin: '',
  };
}

export function clubToFormValues(club: ClubDetail): ClubFormFields {
  const fields = club.custom_fields;
  return {
    name: club.name,
    description: club.description,
    vehicle_type_id: String(club.vehicle_type_id ?? 0),
    location_type: fields.location_type,
    address: fields.address ?? '',
    city: fields.city ?? '',
    state: fields.state ?? '',
    zipcode: fields.zipcode ?? '',
    country: fields.country ?? '',
    president: fields.president ?? '',
    website: fields.website ?? '',
    vin: fields.vin ?? '',
  };
}

/** The request body: trimmed text, empty optional fields left out, the address only for a physical club. */
export function toClubPayload(values: ClubFormFields): ClubFormPayload {
  const payload: ClubFormPayload = {
    name: values.name.trim(),
    location_type: values.location_type,
    vehicle_type_id: /^\d+$/.test(values.vehicle_type_id) ? Number(values.vehicle_type_id) : 0,
  };
  if (values.description.trim()) payload.description = values.description;
  for (const key of ['president', 'website', 'vin'] as const) {
    const value = values[key].trim();
    if (value) payload[key] = value;
  }
  if (values.location_type === 'physical') {
    payload.address = values.address.trim();
    payload.city = values.city.trim();
    payload.state = values.state.trim();
    payload.zipcode = values.zipcode.trim().toUpperCase();
    if (values.country) payload.country = values.country as ClubFormPayload['country'];
  }
  return payload;
}

/**
 * POST /clubs and POST /clubs/{id} as multipart: every field as text, the images as the files
 * `cover` and `avatar` (the API's upload pipeline checks them).
 */
export function toClubFormData(payload: ClubFormPayload, files: ClubImageFiles): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    data.append(key, String(value));
  }
  if (files.cover) data.append('cover', files.cover, files.cover.name);
  if (files.avatar) data.append('avatar', files.avatar, files.avatar.name);
  return data;
}

/** The one-line address the geocoder reads, and the one a club card shows. */
export const addressLine = (payload: Pick<ClubFormPayload, 'address' | 'city' | 'state' | 'zipcode' | 'country'>) =>
  [payload.address, payload.city, [payload.state, payload.zipcode].filter(Boolean).join(' '), payload.country].filter(Boolean).join(', ');
