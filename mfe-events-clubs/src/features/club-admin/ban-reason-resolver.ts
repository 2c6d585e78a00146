import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { clubBanSchema } from '@trailhead/shared-kernel/schemas';

export interface BanFields {
  reason: string;
}

/** The ban form checks its reason with the very schema POST /clubs/members/{id}/ban uses (spec §5 messages). */
export const banReasonResolver =
  (clubId: number): Resolver<BanFields> =>
  async (values): Promise<ResolverResult<BanFields>> => {
    let message: string | null = null;
    try {
      await clubBanSchema.validate({ club_id: clubId, reason: values.reason });
    } catch (error) {
      message = (error as { message?: string })?.message ?? 'Please say why the member is banned';
    }
    if (message) return { values: {}, errors: { reason: { type: 'validate', message } } as FieldErrors<BanFields> };
    return { values: { reason: values.reason.trim() }, errors: {} };
  };
