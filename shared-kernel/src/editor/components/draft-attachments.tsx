import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Link, Stack, Text } from '@trailhead/shared-kernel/ui';
import { formatSize } from '../composer/upload-checks';
import type { ComposerAttachments, UploadInProgress } from '../composer/use-attachments';

const percent = (upload: UploadInProgress) => (upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0);

/**
 * The files of a draft: thumbnails for images, names for other files, each with Remove; and each
 * file still on its way up with a progress bar a screen reader can read ("Uploading rig.png", 40%).
 */
export function DraftAttachments({
  files,
  uploads,
  problems,
  onRemove,
  onCancel,
  disabled,
}: {
  files: AttachmentInfo[];
  uploads: UploadInProgress[];
  problems: string[];
  onRemove: (id: number) => void;
  onCancel?: (uploadId: number) => void;
  disabled?: boolean;
}) {
  if (!files.length && !uploads.length && !problems.length) return null;
  return (
    <Stack gap="2" mt="2" data-testid="draft-attachments">
      {problems.map((problem) => (
        <Text key={problem} role="alert" color="red.600" fontSize="sm">
          {problem}
        </Text>
      ))}
      {uploads.length > 0 && (
        <Text role="status" fontSize="sm">
          Uploading {uploads.length} file{uploads.length > 1 ? 's' : ''}…
        </Text>
      )}
      {uploads.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" maxW="lg" aria-label="Uploads in progress" data-testid="upload-progress">
          {uploads.map((upload) => (
            <Stack as="li" key={upload.id} gap="1" fontSize="sm">
              <Flex align="center" gap="2">
                <Text flex="1" minW="0" truncate>
                  {upload.name}
                </Text>
                <Text aria-hidden="true" color="gray.600">
                  {percent(upload)}%
                </Text>
                {onCancel && (
                  <Button size="2xs" variant="ghost" onClick={() => onCancel(upload.id)} aria-label={`Cancel upload of ${upload.name}`}>
                    Cancel
                  </Button>
                )}
              </Flex>
              <Box
                role="progressbar"
                aria-label={`Uploading ${upload.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent(upload)}
                aria-valuetext={`${percent(upload)}% (${formatSize(upload.loaded)} of ${formatSize(upload.total)})`}
                h="1.5"
                bg="gray.200"
                borderRadius="full"
                overflow="hidden"
              >
                <Box h="full" bg="blue.500" style={{ width: `${percent(upload)}%` }} transition="width 0.2s" />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      {files.length > 0 && (
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
        </Flex>
      )}
    </Stack>
  );
}

/** An editor's files, as the attachments hook keeps them (a draft's, or an edit's). */
export function AttachmentsOf({ attachments, disabled }: { attachments: ComposerAttachments; disabled: boolean }) {
  return (
    <DraftAttachments
      files={attachments.files}
      uploads={attachments.uploads}
      problems={attachments.problems}
      onRemove={(id) => void attachments.remove(id)}
      onCancel={attachments.cancel}
      disabled={disabled}
    />
  );
}
