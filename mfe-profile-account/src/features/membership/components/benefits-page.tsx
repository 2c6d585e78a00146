import { Text } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account/components/account-layout';

/** PLACEHOLDER (issue 15 contract): replaced by the helper that owns this folder. */
export function BenefitsPage() {
  return <AccountLayout title="Benefits">{() => <Text>Coming with issue 15.</Text>}</AccountLayout>;
}
