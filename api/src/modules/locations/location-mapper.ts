// Rows as the wire types of shared-kernel/src/types/map.ts.
import type { LocationDetail, LocationReview, MediaItem, TrailLocation, UserSummary } from '@trailhead/shared-kernel/types';
import type { UserRow } from '../../db/tables/users.table';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { locationRules } from './location-rules';
import type { LocationListRow, LocationRow, MediaRow, ReviewRow } from './locations.repository';

type Viewer = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'>;

export function locationViewUrl(locationId: number): string {
  return `/map?location=${locationId}`;
}

/** The mean of the stars, one decimal; null before the first review. */
export function meanRating(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

export function toTrailLocation(row: LocationListRow, distance?: number): TrailLocation {
  const location: TrailLocation = {
    location_id: row.location_id,
    name: row.name,
    location_type: row.location_type,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    vehicle_type_id: row.vehicle_type_id,
    rating: meanRating(row.rating_count, row.rating_sum),
    rating_count: row.rating_count,
    media_count: row.media_count,
    view_url: locationViewUrl(row.location_id),
  };
  if (distance !== undefined) location.distance = Math.round(distance * 10) / 10;
  return location;
}

export function toLocationDetail(row: LocationRow, author: SummaryFields | undefined, viewer: Viewer, viewerRating: number | null, now: number): LocationDetail {
  return {
    ...toTrailLocation(row),
    description: row.description,
    user: author ? toUserSummary(author, now) : null,
    created_at: row.created_at,
    media_category_id: row.category_id ?? 0,
    user_rating: viewerRating,
    can_rate: locationRules.canRate(viewer, viewerRating !== null),
    can_add_media: locationRules.canAddMedia(viewer),
  };
}

export function toMediaItem(row: MediaRow, uploader: UserSummary | null, viewer: Viewer | null): MediaItem {
  return {
    media_id: row.media_id,
    category_id: row.category_id,
    url: row.file_path,
    thumbnail_url: row.thumbnail_path ?? row.file_path,
    width: row.width,
    height: row.height,
    title: row.title,
    user: uploader,
    created_at: row.created_at,
    can_delete: locationRules.canDeleteMedia(viewer, row),
  };
}

export function toReview(row: ReviewRow, author: UserSummary | null, photo: MediaItem | null): LocationReview {
  return {
    rating_id: row.rating_id,
    location_id: row.location_id,
    user: author,
    user_rating: row.user_rating,
    comment: row.comment,
    location_rating_image: photo,
    rating_date: row.rating_date,
  };
}
