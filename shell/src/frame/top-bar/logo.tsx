import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { Text } from '@trailhead/shared-kernel/ui';

// 20 px extra-bold is large text (WCAG: 14 pt bold), for which the brand red on black (4:1) is enough; at 18 px it was not.
export function Logo({ homeUrl }: { homeUrl: string }) {
  return (
    <RouterLink to={homeUrl} aria-label="Trailhead home">
      <Text as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="tight" color="white" whiteSpace="nowrap">
        Trail<Text as="span" color="brand.red">head</Text>
      </Text>
    </RouterLink>
  );
}
