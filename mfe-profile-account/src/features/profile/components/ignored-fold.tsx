import { useState, type ReactNode } from 'react';
import { Button, Flex, Text } from '@trailhead/shared-kernel/ui';

/** Content by a member the viewer ignores folds away (spec §4), with a Show button. */
export function IgnoredFold({ what, username, ignored, children }: { what: 'Post' | 'Comment'; username: string; ignored: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (!ignored || shown) return <>{children}</>;
  return (
    <Flex gap="2" align="center" wrap="wrap" borderWidth="1px" borderStyle="dashed" borderRadius="md" px="3" py="2" fontSize="sm" color="gray.700" data-testid="ignored-fold">
      <Text>
        {what} by {username} is hidden because you ignore this member.
      </Text>
      <Button size="xs" variant="outline" onClick={() => setShown(true)} aria-label={`Show the ${what.toLowerCase()} by ${username}`}>
        Show
      </Button>
    </Flex>
  );
}
