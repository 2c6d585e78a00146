import { useState } from 'react';
import { Box, Button, Flex, Text, useHydrated } from '@trailhead/shared-kernel/ui';
import { markPrompted, promptInstall, useInstallPrompt, wasPrompted } from './install-prompt';

/** Spec §2 install prompt: Add to home screen and Cancel; any dismissal is remembered for 604800 s. */
export function InstallPrompt() {
  const { available } = useInstallPrompt();
  const [closed, setClosed] = useState(false);
  // What this browser remembers (an earlier dismissal) is read once the page is live, not while it is taken over.
  const hydrated = useHydrated();
  if (!hydrated || !available || closed || wasPrompted()) return null;
  const dismiss = () => {
    markPrompted();
    setClosed(true);
  };
  return (
    <Box position="fixed" bottom="4" right="4" left={{ base: '4', md: 'auto' }} maxW="sm" zIndex="overlay" bg="white" borderWidth="1px" borderRadius="md" boxShadow="lg" p="4" role="dialog" aria-label="Install Trailhead" data-testid="install-prompt">
      <Text fontWeight="semibold">Install Trailhead</Text>
      <Text fontSize="sm" mt="1">
        Add Trailhead to your home screen for one-tap access to the forum, events and your alerts.
      </Text>
      <Flex gap="2" mt="3" justify="flex-end">
        <Button size="sm" variant="outline" onClick={dismiss}>
          Cancel
        </Button>
        <Button
          size="sm"
          bg="brand.redDark"
          color="white"
          onClick={() => {
            setClosed(true);
            void promptInstall();
          }}
        >
          Add to home screen
        </Button>
      </Flex>
    </Box>
  );
}
