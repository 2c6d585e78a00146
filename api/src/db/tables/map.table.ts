import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from './columns';

/** A trail location on the member map. */
export interface LocationsTable {
  location_id: Generated<number>;
  /** Who added it (null once that account is gone). */
  user_id: number | null;
  name: string;
  /** A key of /lists/location-type. */
  location_type: string;
  description: Defaulted<string>;
  address: string;
  /** The address normalised (lower case, single spaces, no punctuation): unique. */
  address_key: string;
  city: string | null;
  state: string | null;
  country: Defaulted<string>;
  latitude: number;
  longitude: number;
  vehicle_type_id: number | null;
  rating_count: Defaulted<number>;
  rating_sum: Defaulted<number>;
  media_count: Defaulted<number>;
  created_at: Timestamp;
}

/** A member's review of a location: once per member and location. */
export interface LocationRatingsTable {
  rating_id: Generated<number>;
  location_id: number;
  user_id: number;
  /** 1 to 5 stars. */
  user_rating: number;
  comment: Defaulted<string>;
  /** The review's photo (location_rating_image), a media item of the location's gallery. */
  media_id: number | null;
  rating_date: Timestamp;
}

/** A media gallery: one per location. */
export interface MediaCategoriesTable {
  category_id: Generated<number>;
  location_id: number | null;
  title: string;
  created_at: Timestamp;
}

export interface MediaItemsTable {
  media_id: Generated<number>;
  category_id: number;
  user_id: number | null;
  /** The stored image's public path (upload pipeline). */
  file_path: string;
  thumbnail_path: string | null;
  width: Defaulted<number>;
  height: Defaulted<number>;
  title: Defaulted<string>;
  /** Set by a soft delete (hard_delete=0): the item is hidden but kept. */
  deleted_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MapTables {
  locations: LocationsTable;
  location_ratings: LocationRatingsTable;
  media_categories: MediaCategoriesTable;
  media_items: MediaItemsTable;
}
