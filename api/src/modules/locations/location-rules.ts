// The one place for who may do what with trail locations, reviews and galleries (spec §6: the map
// is a paid members' benefit; writing needs a valid account; a photo goes by its uploader or by
// staff), and the texts and limits of spec §8 and §9 the module answers with.
import { LOCATION_MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { isValidAccount } from '../users/user-privacy';

export { MAP_VIEWER } from '../users/users.routes';

/** Spec §9: the map asks for locations 2,500 at a time until the last page. */
export const LOCATION_PAGE_SIZE = 2500;
export const REVIEWS_PER_PAGE = 20;
/** A gallery answers with at most this many photos, newest first. */
export const GALLERY_LIMIT = 500;
/** The widest radius a query may ask for, in miles (across the whole continent). */
export const MAX_RADIUS_MILES = 5000;

export const LOCATION_TEXTS = {
  ...LOCATION_MESSAGES,
  locationNotFound: 'No location found',
  galleryNotFound: 'No media gallery found',
  mediaNotFound: 'No media item found',
  uploadFailed: 'Could not upload media',
  notOurImage: 'Could not upload media: only an image already stored on this site can be added by its address (url).',
  notYourMedia: 'Only the member who added this photo, a moderator or an admin may delete it.',
  needsValidAccount: 'Please complete and confirm your account before you add to the map.',
  outsideArea: 'Only locations in the US or Canada',
} as const;

type Member = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'>;

/** Adding a location, a review or a photo needs a valid account (spec §6); 403 otherwise. */
export function assertMayWrite(member: Member): void {
  if (!isValidAccount(member)) throw new ApiError(403, 'account_incomplete', LOCATION_TEXTS.needsValidAccount);
}

export function isStaff(member: Member | null): boolean {
  return member !== null && Boolean(member.is_admin || member.is_moderator);
}

export const locationRules = {
  canRate: (member: Member, hasRated: boolean) => isValidAccount(member) && !hasRated,
  canAddMedia: (member: Member) => isValidAccount(member),
  /** The uploader, a moderator or an admin. */
  canDeleteMedia: (member: Member | null, item: { user_id: number | null }) =>
    member !== null && (isStaff(member) || (item.user_id !== null && item.user_id === member.user_id)),
};
