import type { UserProfile } from '@trailhead/shared-kernel/types';
import { QueryView, Stack } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { useAccountDetails, useCustomFields } from '../api/get-account-details';
import { DetailsForm } from './details-form';
import { EmailChangeForm } from './email-change-form';
import { ProfileImages } from './profile-images';

/** /accountDetails: the avatar and banner, the profile's details and vehicles, and the e-mail address. */
export function AccountDetailsPage() {
  return <AccountLayout title="Account details">{(user) => <AccountDetailsEditor user={user} />}</AccountLayout>;
}

function AccountDetailsEditor({ user }: { user: UserProfile }) {
  const details = useAccountDetails();
  const fields = useCustomFields();
  return (
    <QueryView query={details} what="your account details">
      {(data) => (
        <Stack gap="6" maxW="3xl">
          <ProfileImages details={data} username={user.username} />
          <QueryView query={fields} what="the profile fields">{(structure) => <DetailsForm details={data} fields={structure.fields} />}</QueryView>
          <EmailChangeForm details={data} />
        </Stack>
      )}
    </QueryView>
  );
}
