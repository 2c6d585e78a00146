import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Link, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { formatSize } from '../upload-checks';

/** The files of a draft: thumbnails for images, names for other files, each with Remove. */
export function DraftAttachments({ files, uploading, problems, onRemove, disabled }: { files: AttachmentInfo[]; uploading: number; problems: string[]; onRemove: (id: number) => void; disabled?: boolean }) {
  if (!files.length && !uploading && !problems.length) return null;
  return (
    <Stack gap="2" mt="2" data-testid="draft-attachments">
      {problems.map((problem) => (
        <Text key={problem} role="alert" color="red.600" fontSize="sm">
          {problem}
        </Text>
      ))}
      <Flex gap="2" wrap="wrap" align="center">
        {files.map((file) => (
          <Box key={file.attachment_id} borderWidth="1px" borderRadius="md" p="1" w="28" textAlign="center" data-testid="draft-attachment">
            {file.is_image ? (
              <img src={file.direct_url} alt={file.filename} style={{ width: '100%', height: '4.5rem', objectFit: 'cover', borderRadius: 4 }} />
            ) : (
              <Link href={file.direct_url} fontSize="xs" wordBreak="break-all">
                {file.filename}
              </Link>
            )}
            <Text fontSize="2xs" color="gray.600" truncate>
              {formatSize(file.file_size)}
            </Text>
            <Button size="2xs" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onRemove(file.attachment_id)} aria-label={`Remove ${file.filename}`}>
              Remove
            </Button>
          </Box>
        ))}
        {uploading > 0 && (
          <Flex align="center" gap="2" fontSize="sm" role="status">
            <Spinner size="sm" /> Uploading {uploading} file{uploading > 1 ? 's' : ''}…
          </Flex>
        )}
      </Flex>
    </Stack>
  );
}
