import { useState } from 'react';
import { Box, Button, CloseButton, Flex, Spinner, Text } from '@trailhead/shared-kernel/ui';
import { useSmilies } from '../api/get-smilies';

/** Smilies by category (GET /smilies); a pick inserts the emoji, or the smilie's text when it has none. */
export function SmiliePicker({ onPick, onClose }: { onPick: (text: string) => void; onClose: () => void }) {
  const smilies = useSmilies();
  const [category, setCategory] = useState<string | null>(null);
  return (
    <Box borderWidth="1px" borderBottomWidth="0" p="2" bg="white" data-testid="smilie-picker">
      <Flex justify="space-between" align="center" mb="1">
        <Text fontSize="sm" fontWeight="semibold">
          Smilies
        </Text>
        <CloseButton size="xs" aria-label="Close smilies" onClick={onClose} />
      </Flex>
      {smilies.isPending && <Spinner size="sm" />}
      {smilies.isError && (
        <Text fontSize="sm" color="red.600">
          no smilies found
        </Text>
      )}
      {smilies.isSuccess && (
        <>
          <Flex gap="1" wrap="wrap" mb="1" role="tablist" aria-label="Smilie categories">
            {smilies.data.categories.map((name) => {
              const current = (category ?? smilies.data.categories[0]) === name;
              return (
                <Button key={name} size="xs" variant={current ? 'subtle' : 'ghost'} role="tab" aria-selected={current} onClick={() => setCategory(name)}>
                  {name}
                </Button>
              );
            })}
          </Flex>
          <Flex gap="1" wrap="wrap">
            {smilies.data.smilies
              .filter((smilie) => smilie.category === (category ?? smilies.data.categories[0]))
              .map((smilie) => (
                <Button
                  key={smilie.smilie_id}
                  size="sm"
                  variant="ghost"
                  aria-label={smilie.title}
                  title={`${smilie.title} ${smilie.smilie_text}`}
                  // Keep the editor's caret where the smilie goes.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(smilie.emoji || smilie.smilie_text)}
                >
                  {smilie.emoji || smilie.smilie_text}
                </Button>
              ))}
          </Flex>
        </>
      )}
    </Box>
  );
}
