// The points programme on /subscriptions (spec §3 link status): linked or not, the e-mail of the
// programme account, the pending points; link with an e-mail, unlink.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { pointsLinkSchema, STORE_LIMITS, type PointsLinkValues } from '@trailhead/shared-kernel/schemas';
import type { FprStatus } from '@trailhead/shared-kernel/types';
import { Alert, Box, Button, Flex, FormField, Heading, Input, QueryView, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { useChangePointsLink, usePointsStatus } from '../api/store-api';

const resolver = yupResolver(pointsLinkSchema());

export function PointsProgramme() {
  const status = usePointsStatus();
  return (
    <Box as="section" aria-labelledby="points-programme" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} data-testid="points-programme">
      <Heading as="h2" size="lg" id="points-programme" mb="2">
        Points programme
      </Heading>
      <Text color="gray.700" mb="4">
        Earn points with every order in the gear store and spend them on your next one.
      </Text>
      <QueryView query={status} what="your points programme">
        {(current) => (current.fpr_linked ? <Linked status={current} /> : <LinkForm />)}
      </QueryView>
    </Box>
  );
}

function Linked({ status }: { status: FprStatus }) {
  const change = useChangePointsLink();
  return (
    <Stack gap="3">
      <Text data-testid="points-linked">
        Linked to <b>{status.email}</b>
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" data-testid="points-pending">
        {countText(status.fpr_points_pending_total, 'point')} pending
      </Text>
      {change.isError && <ErrorAlert message={change.error.message} />}
      <Flex>
        <Button variant="outline" onClick={() => !change.isPending && change.mutate(null)} loading={change.isPending} loadingText="Unlinking…" disabled={change.isPending}>
          Unlink the points programme
        </Button>
      </Flex>
    </Stack>
  );
}

function LinkForm() {
  const change = useChangePointsLink();
  const { register, handleSubmit, formState } = useForm<PointsLinkValues>({ defaultValues: { email: '' }, resolver });
  const link = (values: PointsLinkValues) => {
    if (!change.isPending) change.mutate(values.email);
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(link)(event)} aria-label="Link the points programme">
      <Stack gap="3" maxW="md">
        <Text data-testid="points-unlinked">Not linked yet. Enter the e-mail of your points programme account.</Text>
        <FormField required label="Points programme e-mail" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={STORE_LIMITS.email} disabled={change.isPending} {...register('email')} />
        </FormField>
        {change.isError && <ErrorAlert message={change.error.message} />}
        <Flex>
          <Button type="submit" bg="brand.redDark" color="white" loading={change.isPending} loadingText="Linking…" disabled={change.isPending}>
            Link the points programme
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
