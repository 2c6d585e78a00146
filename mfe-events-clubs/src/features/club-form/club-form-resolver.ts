import type { Resolver } from 'react-hook-form';
import { clubSchema, formResolver, topField } from '@trailhead/shared-kernel/schemas';
import { toClubPayload, type ClubFormFields } from './club-form-values';

/**
 * Validates what the form would send with the one club schema the API uses too (spec §5), so an
 * online club is never held up by an address it does not send. The first message per input wins.
 */
export const clubFormResolver: Resolver<ClubFormFields> = formResolver<ClubFormFields>(clubSchema(), { payload: toClubPayload, fieldOf: (path) => topField(path) || 'name' });
