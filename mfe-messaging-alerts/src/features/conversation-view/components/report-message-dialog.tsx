import { useForm } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { formResolver, MEMBER_TEXT_MAX, reportSchema, type ReportValues } from '@trailhead/shared-kernel/schemas';
import { Alert, Button, Field, Flex, Stack, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { reportMessage } from '../api/conversation-api';

export const MESSAGE_REPORTED = 'Thank you for reporting this message. A moderator will look at it.';

/** The shared report rule (the API checks the same): a message of 3 to 1000 characters. */
const resolver = formResolver<ReportValues>(reportSchema(), { payload: ({ message }) => ({ message }), submit: 'checked' });

/** Report one message to the moderators (POST /conversation-messages/{id}/report {message}). */
export function ReportMessageDialog({ messageId, author, onClose }: { messageId: number; author: string; onClose: () => void }) {
  const report = useMutation({ mutationFn: (values: ReportValues) => reportMessage(messageId, values.message) });
  const { register, handleSubmit, formState } = useForm<ReportValues>({ defaultValues: { message: '' }, resolver });
  const send = (values: ReportValues) => {
    if (report.isPending) return;
    report.mutate(values, {
      onSuccess: () => {
        bus.snackbar.next({ status: 'success', message: MESSAGE_REPORTED });
        onClose();
      },
    });
  };
  return (
    <DialogFrame title={`Report the message by ${author}`} onClose={onClose} testId="report-message-dialog" onSubmit={(event) => void handleSubmit(send)(event)}>
      <Dialog.Body>
        <Stack gap="3">
          <Field.Root required invalid={!!formState.errors.message}>
            <Field.Label>What is wrong with it?</Field.Label>
            <Textarea rows={4} maxLength={MEMBER_TEXT_MAX} disabled={report.isPending} {...register('message')} />
            {formState.errors.message && <Field.ErrorText color="red.700">{formState.errors.message.message}</Field.ErrorText>}
          </Field.Root>
          {report.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{report.error.message}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex gap="2" justify="flex-end">
          <Button variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" bg="brand.redDark" color="white" loading={report.isPending} loadingText="Sending…" disabled={report.isPending}>
            Send report
          </Button>
        </Flex>
      </Dialog.Footer>
    </DialogFrame>
  );
}
