// Delete my account: the password, what happens to the posts (kept as 'Deleted member' or taken
// down), and DELETE typed to confirm. On success the site shows the member signed out, on the home
// page, with a snackbar.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { bus } from '@trailhead/shared-kernel/bus';
import { invalidateApiQueries, queryClient, useMutation } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import { DELETE_ACCOUNT_CONFIRMATION, deleteAccountSchema } from '@trailhead/shared-kernel/schemas';
import type { DeleteAccountRequest, DeletedContentChoice } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Flex, FormField, Input, Stack, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { deleteAccount } from '../api/delete-account';

const SIGNED_OUT = { status: 'user_not_logged', permission: 'public', message: null, details: null } as const;

const CHOICES: Array<{ value: DeletedContentChoice; label: string; about: string }> = [
  {
    value: 'keep',
    label: "Keep my posts, as from 'Deleted member'",
    about: 'Threads and replies stay readable for the community, with no name, avatar or link to you.',
  },
  {
    value: 'remove',
    label: 'Remove my posts',
    about: 'Your replies, the threads nobody else wrote in, your profile posts and comments are taken down.',
  },
];

interface DeleteAccountForm {
  password: string;
  content: DeletedContentChoice;
  confirmation: string;
}

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<DeleteAccountForm>({
    resolver: yupResolver(deleteAccountSchema),
    defaultValues: { password: '', content: 'keep', confirmation: '' },
  });
  const removal = useMutation({ mutationFn: (body: DeleteAccountRequest) => deleteAccount(body) });

  const submit = handleSubmit(async ({ password, content }) => {
    if (removal.isPending) return;
    try {
      await removal.mutateAsync({ password, content });
    } catch {
      return; // The dialog keeps what was typed and shows the API's message.
    }
    onClose();
    navigate('/');
    bus.counts$.next({ alerts: 0, conversations: 0 });
    bus.session$.next({ status: SIGNED_OUT, user: null });
    void invalidateApiQueries(queryClient);
    bus.snackbar.next({ status: 'success', message: 'Your account was deleted.' });
  });

  const busy = removal.isPending || formState.isSubmitting;
  return (
    <DialogFrame title="Delete my account" onClose={onClose} busy={busy} role="alertdialog" size="md" placement="center" scrollBehavior="inside" closeButton testId="delete-account-dialog" onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="4">
          <Text>This cannot be undone. Your name, e-mail, profile, vehicles and sign-ins are erased and you are signed out everywhere.</Text>
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
            <Text as="legend" px="1" fontWeight="semibold">
              What happens to my posts
            </Text>
            <Stack gap="3">
              {CHOICES.map((choice) => (
                <Flex as="label" key={choice.value} gap="2" align="flex-start" cursor="pointer">
                  <input type="radio" value={choice.value} disabled={busy} style={{ marginTop: '0.3rem' }} aria-describedby={`delete-choice-${choice.value}`} {...register('content')} />
                  <Box>
                    <Text fontWeight="medium">{choice.label}</Text>
                    <Text id={`delete-choice-${choice.value}`} fontSize="sm" color="gray.600">
                      {choice.about}
                    </Text>
                  </Box>
                </Flex>
              ))}
            </Stack>
            {formState.errors.content?.message && (
              <Text color="red.600" fontSize="sm" role="alert">
                {formState.errors.content.message}
              </Text>
            )}
          </Box>
          <FormField label="Your password" error={formState.errors.password?.message} required>
            <Input type="password" autoComplete="current-password" disabled={busy} {...register('password')} />
          </FormField>
          <FormField label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`} error={formState.errors.confirmation?.message} required>
            <Input autoComplete="off" spellCheck={false} disabled={busy} {...register('confirmation')} />
          </FormField>
          {removal.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{removal.error.message}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" loading={busy} loadingText="Deleting…" disabled={busy}>
          Delete my account
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
