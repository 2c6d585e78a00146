import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { Text } from '@trailhead/shared-kernel/ui';

export function Logo({ homeUrl }: { homeUrl: string }) {
  return (
    <RouterLink to={homeUrl} aria-label="Trailhead home">
      <Text as="span" fontWeight="extrabold" fontSize={{ base: 'lg', lg: 'xl' }} letterSpacing="tight" color="white" whiteSpace="nowrap">
        Trail<Text as="span" color="brand.red">head</Text>
      </Text>
    </RouterLink>
  );
}
