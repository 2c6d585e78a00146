import { useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { RichEditor, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { useNavigate } from '@trailhead/shared-kernel/router';
import { CLUB_DISCUSSION_TITLE_MAX, clubDiscussionSchema } from '@trailhead/shared-kernel/schemas';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Alert, Button, Field, Flex, Heading, Input, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useClubContext } from '../../club-layout';
import { useStartClubDiscussion, type NewClubDiscussion } from '../api/start-club-discussion';
import { clubPostRefusal } from '../post-refusal';

export const STARTED_MESSAGE = 'Your discussion has been started.';

/** The shared clubDiscussionSchema (the API checks the same rules): each field's first problem. */
const discussionResolver: Resolver<NewClubDiscussion> = async (values) => {
  try {
    const checked = await clubDiscussionSchema().validate(values, { abortEarly: false });
    return { values: { title: checked.title, message: checked.message }, errors: {} };
  } catch (error) {
    const errors: FieldErrors<NewClubDiscussion> = {};
    for (const problem of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const field = problem.path as keyof NewClubDiscussion;
      if (field && !errors[field]) errors[field] = { type: 'validate', message: problem.message };
    }
    return { values: {} as Record<string, never>, errors };
  }
};

/** /clubs/{slug}/discussions/create: a title and the first post, in the site's editor. */
export function ClubDiscussionFormPage() {
  const { club } = useClubContext();
  const loggedIn = isLoggedIn(useObservable(bus.session$));
  const refusal = clubPostRefusal(club, loggedIn);
  const listHref = `/clubs/${club.slug}/discussions`;

  return (
    <Stack gap="4" maxW="3xl" data-testid="club-discussion-form-page">
      <Heading as="h2" size="lg">
        Start a discussion
      </Heading>
      {refusal === null ? (
        <DiscussionForm listHref={listHref} />
      ) : (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="discussion-refusal">
          <Text>{refusal}</Text>
          <RouterLink to={listHref}>Back to the discussions</RouterLink>
        </Stack>
      )}
    </Stack>
  );
}

function DiscussionForm({ listHref }: { listHref: string }) {
  const { club } = useClubContext();
  const start = useStartClubDiscussion(club);
  const navigate = useNavigate();
  const editor = useRef<RichEditorHandle>(null);
  const { register, handleSubmit, setValue, formState } = useForm<NewClubDiscussion>({ defaultValues: { title: '', message: '' }, resolver: discussionResolver });
  const { errors, isSubmitted } = formState;

  const send = (discussion: NewClubDiscussion) => {
    if (start.isPending) return;
    start.mutate(discussion, {
      onSuccess: ({ thread }) => {
        bus.snackbar.next({ status: 'success', message: STARTED_MESSAGE });
        navigate(toSitePath(thread.club_view_url));
      },
    });
  };
  // The editor's text is read at submit time too: typing fast and pressing Enter must not lose the last keys.
  const submit = (event: FormEvent) => {
    setValue('message', editor.current?.getHtml() ?? '');
    void handleSubmit(send)(event);
  };

  return (
    <form noValidate onSubmit={submit} data-testid="club-discussion-form">
      <Stack gap="4">
      <Field.Root required invalid={!!errors.title}>
        <Field.Label>
          Title <Field.RequiredIndicator />
        </Field.Label>
        <Input maxLength={CLUB_DISCUSSION_TITLE_MAX} disabled={start.isPending} {...register('title')} />
        {errors.title && <Field.ErrorText color="red.700">{errors.title.message}</Field.ErrorText>}
      </Field.Root>
      {/* The editor's own accessible name is 'Message'; this shows it to the eye like the title's label. */}
      <Text fontSize="sm" fontWeight="medium" mb="-2" aria-hidden="true">
        Message
      </Text>
      <RichEditor
        ref={editor}
        label="Message"
        disabled={start.isPending}
        error={errors.message?.message ?? null}
        onChange={(html) => setValue('message', html, { shouldValidate: isSubmitted })}
      />
      {start.isError && (
        <Alert.Root status="error" role="alert" data-testid="discussion-error">
          <Alert.Indicator />
          <Alert.Title>{start.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="3" justify="flex-end" wrap="wrap">
        <Button asChild variant="outline" size="sm">
          <RouterLink to={listHref}>Cancel</RouterLink>
        </Button>
        <Button type="submit" bg="brand.redDark" color="white" size="sm" loading={start.isPending} loadingText="Starting…" disabled={start.isPending}>
          Start discussion
        </Button>
      </Flex>
      </Stack>
    </form>
  );
}
