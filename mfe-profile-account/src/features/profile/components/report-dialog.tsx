import { useForm } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { formResolver, MEMBER_TEXT_MAX, reportSchema, type ReportValues } from '@trailhead/shared-kernel/schemas';
import { Alert, Button, Field, Flex, Stack, Textarea } from '@trailhead/shared-kernel/ui';
import { reportContent } from '../api/profile-posts-api';
import { ProfileDialog } from './profile-dialog';

export const REPORTED_MESSAGE = 'Thank you for reporting this. A moderator will look at it.';

const resolver = formResolver<ReportValues>(reportSchema(), { payload: ({ message }) => ({ message }), submit: 'checked' });

/** Report a member, a profile post or a comment with a message (POST {path}/report). */
export function ReportDialog({ path, what, onClose }: { path: string; what: string; onClose: () => void }) {
  const report = useMutation({ mutationFn: (values: ReportValues) => reportContent(path, values.message) });
  const { register, handleSubmit, formState } = useForm<ReportValues>({ defaultValues: { message: '' }, resolver });
  const send = (values: ReportValues) => {
    if (report.isPending) return;
    report.mutate(values, {
      onSuccess: () => {
        bus.snackbar.next({ status: 'success', message: REPORTED_MESSAGE });
        onClose();
      },
    });
  };
  return (
    <ProfileDialog testId="report-dialog" title={`Report ${what}`} onClose={onClose}>
      <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <Stack gap="3" pb="2">
          <Field.Root required invalid={!!formState.errors.message}>
            <Field.Label>What is wrong?</Field.Label>
            <Textarea rows={4} maxLength={MEMBER_TEXT_MAX} disabled={report.isPending} {...register('message')} />
            {formState.errors.message && <Field.ErrorText color="red.700">{formState.errors.message.message}</Field.ErrorText>}
          </Field.Root>
          {report.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{report.error.message}</Alert.Title>
            </Alert.Root>
          )}
          <Flex gap="2" justify="flex-end">
            <Button variant="outline" size="sm" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="sm" bg="brand.redDark" color="white" loading={report.isPending} loadingText="Sending…" disabled={report.isPending}>
              Send report
            </Button>
          </Flex>
        </Stack>
      </form>
    </ProfileDialog>
  );
}
