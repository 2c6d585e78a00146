import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import type { MediaItem } from '@trailhead/shared-kernel/types';
import { Box, Button, CloseButton, Flex, HStack, SimpleGrid, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { ConfirmDialog, Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { useGallery } from '../api/location-queries';
import { LOCATION_SAVED, MEDIA_TEXTS, uploadFailure, useAddMedia, useDeleteMedia } from '../api/location-writes';
import { PHOTO_TYPES } from './photo-field';

const photoName = (item: MediaItem, index: number) => item.title || `Photo ${index + 1}`;

/** The location's photos (its media category): a grid, each opening larger; add one, delete your own. */
export function LocationGallery({ locationId, categoryId, canAdd }: { locationId: number; categoryId: number; canAdd: boolean }) {
  const gallery = useGallery(categoryId);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const add = useAddMedia(locationId, categoryId);
  const remove = useDeleteMedia(locationId);

  const upload = (file: File | null, input: HTMLInputElement) => {
    if (!file || add.isPending) return;
    add.mutate(file, {
      onSuccess: () => bus.snackbar.next({ status: 'success', message: LOCATION_SAVED.photoAdded }),
      onSettled: () => {
        input.value = '';
      },
    });
  };
  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting.media_id, {
      onSuccess: () => {
        bus.snackbar.next({ status: 'success', message: LOCATION_SAVED.photoDeleted });
        setDeleting(null);
        setOpen(null);
      },
    });
  };

  if (categoryId <= 0 || gallery.isError) return <Text color="red.700">{MEDIA_TEXTS.noGallery}</Text>;
  if (gallery.isPending) return <Spinner size="sm" aria-label="Loading the photos" />;
  const media = gallery.data.media;
  const shown = open === null ? null : (media[open] ?? null);

  return (
    <Stack gap="3" data-testid="location-gallery">
      {media.length === 0 ? (
        <Text color="gray.700">No photos yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 3, md: 4 }} gap="2" asChild>
          <ul aria-label="Photos" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {media.map((item, index) => (
              <li key={item.media_id}>
                <Box asChild w="full" aspectRatio="1" overflow="hidden" borderRadius="md" borderWidth="1px" p="0" cursor="zoom-in" _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}>
                  <button type="button" aria-label={`Open ${photoName(item, index)}`} onClick={() => setOpen(index)}>
                    <img src={item.thumbnail_url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  </button>
                </Box>
              </li>
            ))}
          </ul>
        </SimpleGrid>
      )}
      {canAdd && (
        <Stack gap="1">
          <Text asChild fontWeight="medium" fontSize="sm">
            <label htmlFor={`gallery-add-${categoryId}`}>Add a photo to the gallery</label>
          </Text>
          <HStack gap="2">
            <input
              id={`gallery-add-${categoryId}`}
              type="file"
              accept={PHOTO_TYPES}
              disabled={add.isPending}
              onChange={(event) => upload(event.target.files?.[0] ?? null, event.target)}
              style={{ maxWidth: '100%', fontSize: '0.875rem' }}
            />
            {add.isPending && <Spinner size="sm" aria-label="Uploading the photo" />}
          </HStack>
          {add.isError && (
            <Text role="alert" color="red.700" fontSize="sm">
              {uploadFailure(add.error)}
            </Text>
          )}
        </Stack>
      )}
      {shown && open !== null && (
        <PhotoViewer
          item={shown}
          name={photoName(shown, open)}
          position={`${open + 1} of ${media.length}`}
          onPrevious={open > 0 ? () => setOpen(open - 1) : undefined}
          onNext={open < media.length - 1 ? () => setOpen(open + 1) : undefined}
          onDelete={
            shown.can_delete
              ? () => {
                  // One dialog at a time: the question replaces the photo.
                  setOpen(null);
                  setDeleting(shown);
                }
              : undefined
          }
          onClose={() => setOpen(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this photo?"
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? remove.error.message || MEDIA_TEXTS.noItem : null}
          onConfirm={confirmDelete}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          testId="confirm-delete"
        >
          <Text>The photo is removed from the gallery for good.</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

interface PhotoViewerProps {
  item: MediaItem;
  name: string;
  position: string;
  onPrevious?: () => void;
  onNext?: () => void;
  onDelete?: () => void;
  onClose: () => void;
}

/** One photo large; the arrow keys go to the previous and next, Escape closes. */
function PhotoViewer({ item, name, position, onPrevious, onNext, onDelete, onClose }: PhotoViewerProps) {
  return (
    <Dialog.Root open size="lg" placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="photo-viewer"
            onKeyDown={(event) => {
              if (event.key === 'ArrowLeft' && onPrevious) onPrevious();
              else if (event.key === 'ArrowRight' && onNext) onNext();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>
                {name} <Text as="span" fontSize="sm" color="gray.700">({position})</Text>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box bg="gray.900" borderRadius="md" overflow="hidden">
                <img src={item.url} alt={name} style={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
              </Box>
              {item.user && (
                <Text fontSize="sm" mt="2" color="gray.700">
                  Added by {item.user.username}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="2" wrap="wrap" w="full" justify="space-between">
                <HStack gap="2">
                  <Button size="sm" variant="outline" onClick={onPrevious} disabled={!onPrevious}>
                    Previous photo
                  </Button>
                  <Button size="sm" variant="outline" onClick={onNext} disabled={!onNext}>
                    Next photo
                  </Button>
                </HStack>
                {onDelete && (
                  <Button size="sm" colorPalette="red" variant="outline" onClick={onDelete}>
                    Delete photo
                  </Button>
                )}
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the photo" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
