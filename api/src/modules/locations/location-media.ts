// The photos of the location galleries (and the reviews' photos, which are gallery photos too):
// checked by the one upload pipeline (content sniffed, size, dimensions, metadata stripped), kept
// in their own storage area, and served from /api/media/files/{storage id}.{extension}. A photo
// larger than a gallery tile also gets a thumbnail (a smaller WebP, a file of its own) for the
// galleries and reviews to show; the photo itself opens at full size.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';
import { fileStorageFor, newStorageId, type FileStorage } from '../../storage/file-storage';
import { KINDS, type FileKind } from '../attachments/file-inspection';
import { checkUpload } from '../attachments/upload-check';
import type { UploadSettings } from '../attachments/upload-settings';
import { LOCATION_TEXTS } from './location-rules';

export const MEDIA_FILE_PREFIX = '/api/media/files/';

/** Opened on first use: most calls never touch a file. */
export type MediaStore = () => FileStorage;

export function mediaStoreFor(app: FastifyInstance): MediaStore {
  let storage: FileStorage | null = null;
  app.addHook('onClose', async () => storage?.close());
  return () => (storage ??= fileStorageFor(app.settings, 'location-media'));
}

export function mediaFileUrl(storageId: string, kind: FileKind): string {
  return `${MEDIA_FILE_PREFIX}${storageId}.${KINDS[kind].extensions[0]}`;
}

/** The storage id and kind a media file path names, or null when it is not one this site made. */
export function parseMediaFileUrl(url: string | null | undefined): { storageId: string; kind: FileKind } | null {
  const match = /^\/api\/media\/files\/([0-9a-f]{32})\.([a-z]+)$/.exec(url ?? '');
  if (!match) return null;
  const kind = (Object.keys(KINDS) as FileKind[]).find((candidate) => KINDS[candidate].isImage && KINDS[candidate].extensions[0] === match[2]);
  return kind ? { storageId: match[1], kind } : null;
}

/**
 * The path of a media file named by `url`: the path itself or an absolute URL of this site
 * (`host` is the request's). Null for anything else: another site's image is never fetched.
 */
export function ownMediaPath(url: string, host: string | undefined): string | null {
  if (url.startsWith('/')) return parseMediaFileUrl(url) ? url : null;
  try {
    const parsed = new URL(url);
    if (!['http:', 'https:'].includes(parsed.protocol) || !host || parsed.host !== host || parsed.search || parsed.hash) return null;
    return parseMediaFileUrl(parsed.pathname) ? parsed.pathname : null;
  } catch {
    return null;
  }
}

export interface StoredPhoto {
  storageId: string;
  url: string;
  /** Null when the photo is no larger than a thumbnail: it is its own. */
  thumbnailUrl: string | null;
  width: number;
  height: number;
}

/** A thumbnail's longest side, in pixels: a gallery tile at three device pixels per CSS pixel. */
export const THUMBNAIL_SIZE = 480;

/** The photo scaled down to fit THUMBNAIL_SIZE (its first frame, if animated), or null if it already fits. */
export async function thumbnailOf(bytes: Buffer, size: { width: number | null; height: number | null }): Promise<Buffer | null> {
  if ((size.width ?? 0) <= THUMBNAIL_SIZE && (size.height ?? 0) <= THUMBNAIL_SIZE) return null;
  return sharp(bytes).resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}

/** Checks the file (images only) and stores it with its thumbnail; nothing is stored when it is refused or a save fails. */
export async function storePhoto(store: MediaStore, settings: UploadSettings, file: { filename: string; bytes: Buffer }, what: string): Promise<StoredPhoto> {
  const upload = await checkUpload(file.filename || `${what}.png`, file.bytes, settings);
  if (!upload.isImage) throw new ApiError(415, 'invalid_file_type', `The ${what} must be an image (png, jpg, gif, webp or bmp).`);
  // The pipeline has decoded it already; a thumbnail that cannot be made is not worth refusing the photo.
  const thumbnail = await thumbnailOf(upload.bytes, upload).catch(() => null);
  const storageId = newStorageId();
  const thumbnailId = thumbnail ? newStorageId() : null;
  try {
    await store().save(storageId, upload.bytes);
    if (thumbnail && thumbnailId) await store().save(thumbnailId, thumbnail);
  } catch {
    await Promise.allSettled([storageId, thumbnailId].map((id) => id && store().remove(id)));
    throw new ApiError(503, 'upload_failed', LOCATION_TEXTS.uploadFailed);
  }
  return {
    storageId,
    url: mediaFileUrl(storageId, upload.kind),
    thumbnailUrl: thumbnailId && mediaFileUrl(thumbnailId, 'webp'),
    width: upload.width ?? 0,
    height: upload.height ?? 0,
  };
}

/** Removes a photo's stored files; one that cannot be removed is only unreachable litter (logged). */
export async function removePhoto(app: FastifyInstance, store: MediaStore, photo: { url: string; thumbnailUrl: string | null }): Promise<void> {
  for (const url of [photo.url, photo.thumbnailUrl]) {
    const file = parseMediaFileUrl(url);
    if (!file) continue;
    try {
      await store().remove(file.storageId);
    } catch (error) {
      app.log.warn({ err: error }, 'could not remove a location photo');
    }
  }
}
