import { apiQueryOptions, useQuery, type QueryClient } from '@trailhead/shared-kernel/query';
import type { LocationResponse, LocationReviewsResponse, LocationTypesResponse, MediaCategoryResponse } from '@trailhead/shared-kernel/types';

/** GET /locations/{id}: the location with what the viewer may do. */
export const locationQuery = (locationId: number) => apiQueryOptions<LocationResponse>(`/locations/${locationId}`);

export const useLocation = (locationId: number) => useQuery(locationQuery(locationId));

/** GET /locations/{id}/rating {page}: the reviews, newest first. */
export const reviewsQuery = (locationId: number, page: number) => apiQueryOptions<LocationReviewsResponse>(`/locations/${locationId}/rating`, { page });

export const useLocationReviews = (locationId: number, page: number) => useQuery({ ...reviewsQuery(locationId, page), placeholderData: (previous) => previous });

/** GET /media-categories/{id}?with_content=1: the location's gallery with its photos. */
export const galleryQuery = (categoryId: number) => apiQueryOptions<MediaCategoryResponse>(`/media-categories/${categoryId}`, { with_content: 1 });

export const useGallery = (categoryId: number) => useQuery({ ...galleryQuery(categoryId), enabled: categoryId > 0 });

/** /lists/location-type: names and icons, fetched once. */
export const useLocationTypes = () => useQuery({ ...apiQueryOptions<LocationTypesResponse>('/lists/location-type'), staleTime: Infinity });

const keyUrl = (key: readonly unknown[]) => (typeof key[0] === 'string' ? key[0] : '');

/**
 * After a write on one location: its detail, its reviews and its gallery are read again (the
 * URL-prefix helper would also catch /locations/70 for /locations/7), and the map's lists of
 * locations (counts and stars) when they are next shown.
 */
export function refreshLocation(client: QueryClient, locationId: number): Promise<void> {
  const own = `/api/locations/${locationId}`;
  return client.invalidateQueries({
    predicate: (query) => {
      const url = keyUrl(query.queryKey);
      return url === own || url.startsWith(`${own}/`) || url.startsWith(`${own}?`) || url.startsWith('/api/media-categories/') || url.startsWith('/api/locations?');
    },
  });
}
