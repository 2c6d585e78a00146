import type { UploadOptions } from '@trailhead/shared-kernel/types';

/** Spec §5 upload error kinds. */
export type UploadErrorKind = 'bad_link' | 'no_link' | 'upload' | 'parsing_response' | 'size' | 'invalid_type' | 'domain';

export const UPLOAD_ERROR_MESSAGES: Record<Exclude<UploadErrorKind, 'size' | 'invalid_type'>, string> = {
  bad_link: 'That link is not a valid file address.',
  no_link: 'Enter the link of the file to attach.',
  upload: 'The file could not be uploaded. Please try again.',
  parsing_response: 'The server sent an answer the editor could not read. Please try again.',
  domain: 'Files can only be attached from this site.',
};

/** Spec §3 image types. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'jpe', 'gif', 'bmp', 'webp'];
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'm4v'];

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export interface UploadProblem {
  kind: UploadErrorKind;
  message: string;
}

/**
 * Checks a file against the upload options before it is sent (the server checks again by content).
 * Returns the problem a person should read, naming the limit, or null when the file may go.
 */
export function checkUpload(file: { name: string; size: number }, options: UploadOptions): UploadProblem | null {
  const extension = extensionOf(file.name);
  const allowed = options.allowed_attachment_extensions
    .split('|')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  const isVideo = VIDEO_EXTENSIONS.includes(extension);
  if (isVideo && !options.allowed_video_uploads.enabled) {
    return { kind: 'invalid_type', message: `Videos cannot be uploaded here ("${file.name}").` };
  }
  if (!isVideo && !allowed.includes(extension)) {
    return { kind: 'invalid_type', message: `"${file.name}" is not an allowed file type. Allowed types: ${allowed.join(', ')}.` };
  }
  const limitKb = isVideo ? options.allowed_video_uploads.size : options.maximum_upload_size_kb;
  if (file.size > limitKb * 1024) {
    const what = isVideo ? 'Videos' : IMAGE_EXTENSIONS.includes(extension) ? 'Images' : 'Files';
    return { kind: 'size', message: `"${file.name}" is too large (${formatSize(file.size)}). ${what} may be at most ${formatSize(limitKb * 1024)}.` };
  }
  return null;
}
