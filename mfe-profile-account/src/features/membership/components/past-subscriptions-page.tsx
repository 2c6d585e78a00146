import { Text } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account/components/account-layout';

/** PLACEHOLDER (issue 15 contract): replaced by the helper that owns this folder. */
export function PastSubscriptionsPage() {
  return <AccountLayout title="Past subscriptions">{() => <Text>Coming with issue 15.</Text>}</AccountLayout>;
}
