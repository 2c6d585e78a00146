import { useId } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { LOCATION_COMMENT_MAX, locationRatingSchema } from '@trailhead/shared-kernel/schemas';
import { Alert, Button, Field, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { LOCATION_SAVED, useRateLocation } from '../api/location-writes';
import { PhotoField } from './photo-field';
import { StarInput } from './star-input';

interface RatingFields {
  user_rating: number;
  comment: string;
  photo: File | null;
}

/** The shared rating schema (the API checks the same): stars 1–5, 'Please rate this location'. */
const ratingResolver: Resolver<RatingFields> = async (values) => {
  try {
    await locationRatingSchema.validate({ user_rating: values.user_rating, comment: values.comment }, { abortEarly: false });
    return { values, errors: {} };
  } catch (error) {
    const failed = error as { inner?: { path?: string; message: string }[]; path?: string; message: string };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const problem of failed.inner?.length ? failed.inner : [failed]) errors[problem.path ?? 'user_rating'] ??= { type: 'validate', message: problem.message };
    return { values: {}, errors: errors as FieldErrors<RatingFields> };
  }
};

/** Rate a location once: stars, a comment and an optional photo. */
export function RatingForm({ locationId, locationName }: { locationId: number; locationName: string }) {
  const rate = useRateLocation(locationId);
  const errorId = useId();
  const { register, handleSubmit, control, setValue, formState } = useForm<RatingFields>({
    defaultValues: { user_rating: 0, comment: '', photo: null },
    resolver: ratingResolver,
  });
  const stars = useWatch({ control, name: 'user_rating' });
  const photo = useWatch({ control, name: 'photo' });
  const pending = rate.isPending || formState.isSubmitting;
  const submit = async (values: RatingFields) => {
    if (rate.isPending) return;
    try {
      await rate.mutateAsync(values);
      bus.snackbar.next({ status: 'success', message: LOCATION_SAVED.rated });
    } catch {
      // The reason shows in the form, and what was typed stays.
    }
  };
  const starsError = formState.errors.user_rating?.message;
  return (
    <Stack asChild gap="3">
      <form noValidate aria-label={`Rate ${locationName}`} onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="rating-form">
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
            Your rating
          </Text>
          <StarInput
            label="Your rating"
            value={stars}
            invalid={!!starsError}
            describedBy={starsError ? errorId : undefined}
            disabled={pending}
            onChange={(value) => setValue('user_rating', value, { shouldValidate: formState.isSubmitted })}
          />
          {starsError && (
            <Text id={errorId} color="red.700" fontSize="sm" role="alert">
              {starsError}
            </Text>
          )}
        </Stack>
        <Field.Root invalid={!!formState.errors.comment}>
          <Field.Label>Your review</Field.Label>
          <Textarea rows={3} maxLength={LOCATION_COMMENT_MAX} disabled={pending} {...register('comment')} />
          {formState.errors.comment && <Field.ErrorText color="red.700">{formState.errors.comment.message}</Field.ErrorText>}
        </Field.Root>
        <PhotoField label="Photo (optional)" file={photo} disabled={pending} onPick={(file) => setValue('photo', file)} />
        {rate.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{rate.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf="flex-start" bg="brand.redDark" color="white" loading={pending} loadingText="Posting…" disabled={pending}>
          Post review
        </Button>
      </form>
    </Stack>
  );
}
