import { useEffect, useId, useMemo, useRef } from 'react';
import { Box, Button, Flex, Stack, Text } from '@trailhead/shared-kernel/ui';

/** What the server's upload pipeline takes as a photo (it checks the content again). */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

interface PhotoFieldProps {
  label: string;
  file: File | null;
  onPick: (file: File | null) => void;
  disabled?: boolean;
}

/** An optional photo: pick, preview, remove. */
export function PhotoField({ label, file, onPick, disabled }: PhotoFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // A form reset (or a kept value after failure) shows in the input too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <Stack gap="2">
      <Text asChild fontWeight="medium" fontSize="sm">
        <label htmlFor={inputId}>{label}</label>
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PHOTO_TYPES}
          disabled={disabled}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          style={{ maxWidth: '100%', fontSize: '0.875rem' }}
        />
        {file && (
          <Button size="xs" variant="outline" onClick={() => onPick(null)} disabled={disabled} aria-label={`Remove the photo ${file.name}`}>
            Remove
          </Button>
        )}
      </Flex>
      {preview && file && (
        <Box w="24" h="24" borderRadius="md" overflow="hidden" borderWidth="1px">
          <img src={preview} alt={`Preview of ${file.name}`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Box>
      )}
    </Stack>
  );
}
