import type { Pagination, UnixSeconds } from './common';
import type { UserSummary } from './user';

/**
 * GET /users/map query (paid members and staff). member=1 fills memberUsers, registered=1 fills
 * registeredUsers, both (the default) fill allUsers only (the two others stay empty: allUsers holds
 * them). online=1: only members online now. latitude, longitude, radius (miles): only those within
 * the radius, nearest first, each with its distance. format=columns (not with a radius): the lists as
 * MapUserColumns (MapUsersColumnsResponse).
 */
export interface MapUsersQuery {
  member?: 0 | 1;
  registered?: 0 | 1;
  vehicle_type_id?: number;
  online?: 0 | 1;
  latitude?: number;
  longitude?: number;
  radius?: number;
  format?: 'columns';
}

/** GET /locations: paged 2500 at a time (spec §9); the map asks page after page until last_page. */
export interface LocationsQuery {
  location_type?: string;
  vehicle_type_id?: number;
  page?: number;
  per_page?: number;
  latitude?: number;
  longitude?: number;
  /** Miles, with latitude and longitude: only locations within it, nearest first. */
  radius?: number;
}

/** A trail location as the map lists it. */
export interface TrailLocation {
  location_id: number;
  name: string;
  /** A key of /lists/location-type. */
  location_type: string;
  address: string;
  city: string | null;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
  vehicle_type_id: number | null;
  /** Mean of the reviews' stars, one decimal; null before the first review. */
  rating: number | null;
  rating_count: number;
  media_count: number;
  /** '/map?location={id}' */
  view_url: string;
  /** With radius: miles from the centre. */
  distance?: number;
}

/** GET /locations */
export interface LocationsResponse {
  locations: TrailLocation[];
  pagination: Pagination;
}

/** GET /locations/{id}: the location with what the viewer may do. */
export interface LocationDetail extends TrailLocation {
  description: string;
  user: UserSummary | null;
  created_at: UnixSeconds;
  /** The location's gallery: GET /media-categories/{id}. */
  media_category_id: number;
  /** The viewer's own stars, null when they have not rated it. */
  user_rating: number | null;
  can_rate: boolean;
  can_add_media: boolean;
}

export interface LocationResponse {
  location: LocationDetail;
}

/** POST /locations (form): name, location_type, address, city, state, country, latitude, longitude, description, vehicle_type_id. */
export interface LocationPayload {
  name: string;
  location_type: string;
  address: string;
  city?: string;
  state?: string;
  country?: string;
  latitude: number;
  longitude: number;
  description?: string;
  vehicle_type_id?: number;
}

/** A review: comment, user_rating (1–5) and the optional location_rating_image. */
export interface LocationReview {
  rating_id: number;
  location_id: number;
  user: UserSummary | null;
  user_rating: number;
  comment: string;
  location_rating_image: MediaItem | null;
  rating_date: UnixSeconds;
}

/** GET /locations/{id}/rating {page}: the reviews, newest first. */
export interface LocationReviewsResponse {
  reviews: LocationReview[];
  pagination: Pagination;
}

/** POST /locations/{id}/rating (form: comment, user_rating, location_rating_image file). */
export interface LocationRatingResponse {
  review: LocationReview;
  location: LocationDetail;
}

/** A photo of a location's gallery (spec: media item). */
export interface MediaItem {
  media_id: number;
  category_id: number;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  title: string;
  user: UserSummary | null;
  created_at: UnixSeconds;
  can_delete: boolean;
}

/** GET /media-categories/{id} {with_content}: the gallery, and its photos when with_content=1. */
export interface MediaCategoryResponse {
  category: { category_id: number; title: string; location_id: number | null; media_count: number };
  media: MediaItem[];
}

/** POST /media (form: category_id, file). */
export interface MediaResponse {
  media: MediaItem;
}

/** DELETE /media/{id} {hard_delete: 1 (default) or 0}. */
export interface MediaDeleteResponse {
  media_id: number;
  hard_deleted: boolean;
}

/** GET /lists/location-type: the types' names and, per type, its icon's name (spec §3: values, icons). */
export interface LocationTypesResponse {
  values: Record<string, string>;
  default: string;
  icons: Record<string, string>;
}
