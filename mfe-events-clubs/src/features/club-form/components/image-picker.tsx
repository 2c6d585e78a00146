import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@trailhead/shared-kernel/ui';

/** What the server's upload pipeline takes (it checks the content again). */
export const CLUB_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

interface ImagePickerProps {
  label: string;
  hint: string;
  /** The image the club has now (editing), or null. */
  currentUrl: string | null;
  file: File | null;
  /** The current image is to be dropped on save. */
  removed: boolean;
  onPick: (file: File | null) => void;
  onRemoveCurrent: (removed: boolean) => void;
  shape: 'cover' | 'avatar';
  disabled?: boolean;
}

/** Picks a cover or an avatar: a preview of the picked file (or the current image), replace or remove. */
export function ImagePicker({ label, hint, currentUrl, file, removed, onPick, onRemoveCurrent, shape, disabled }: ImagePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  // The picked file's preview: made when picked, let go when replaced, removed or left.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = useRef<string | null>(null);
  const showPreview = (picked: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = picked ? URL.createObjectURL(picked) : null;
    setPreview(picked && previewUrl.current ? { file: picked, url: previewUrl.current } : null);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
      previewUrl.current = null;
    },
    [],
  );
  const shown = (file && preview?.file === file ? preview.url : null) ?? (removed ? null : currentUrl);
  const clear = () => {
    if (input.current) input.current.value = '';
    if (file) {
      showPreview(null);
      onPick(null);
    } else if (currentUrl) onRemoveCurrent(true);
  };

  return (
    <Stack gap="2" data-testid={`picker-${shape}`}>
      <Text asChild fontWeight="medium" fontSize="sm">
        <label htmlFor={inputId}>{label}</label>
      </Text>
      <Box
        w={shape === 'cover' ? 'full' : '24'}
        h={shape === 'cover' ? { base: '24', md: '32' } : '24'}
        borderRadius={shape === 'cover' ? 'md' : 'full'}
        borderWidth="1px"
        borderStyle={shown ? 'solid' : 'dashed'}
        bg="gray.50"
        overflow="hidden"
      >
        {shown ? (
          <img src={shown} alt={`${label} preview`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid={`preview-${shape}`} />
        ) : (
          <Flex h="full" align="center" justify="center" px="2">
            <Text fontSize="xs" color="gray.700" textAlign="center">
              No image
            </Text>
          </Flex>
        )}
      </Box>
      <Flex gap="2" wrap="wrap" align="center">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={CLUB_IMAGE_TYPES}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            showPreview(picked);
            onPick(picked);
            if (picked) onRemoveCurrent(false);
          }}
          style={{ maxWidth: '100%', fontSize: '0.875rem' }}
        />
        {shown && (
          <Button size="xs" variant="outline" onClick={clear} disabled={disabled} aria-label={`Remove the ${label.toLowerCase()}`}>
            Remove
          </Button>
        )}
      </Flex>
      <Text id={hintId} fontSize="xs" color="gray.700">
        {hint}
      </Text>
    </Stack>
  );
}
