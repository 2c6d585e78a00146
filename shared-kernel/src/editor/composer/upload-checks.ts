import type { UploadOptions } from '@trailhead/shared-kernel/types';
import { isPrivateHost } from '@trailhead/shared-kernel/urls';

/** Spec §5 upload error kinds. */
export type UploadErrorKind = 'bad_link' | 'no_link' | 'upload' | 'parsing_response' | 'size' | 'invalid_type' | 'domain';

export const UPLOAD_ERROR_MESSAGES: Record<Exclude<UploadErrorKind, 'size' | 'invalid_type'>, string> = {
  bad_link: 'That link is not a valid image address: it must start with https:// or http://.',
  no_link: 'Enter the link of the image to insert.',
  upload: 'The file could not be uploaded. Please try again.',
  parsing_response: 'The server sent an answer the editor could not read. Please try again.',
  domain: 'Images can only be linked from a public web address (not localhost or a private network).',
};

/**
 * An image inserted by its link (spec §5 upload error kinds): empty → no link; not an http(s)
 * address → bad link; a host readers can't reach (localhost, private network) → domain.
 * Returns the problem, or the address to insert.
 */
export function checkImageLink(input: string): { problem: UploadProblem } | { url: string } {
  const text = input.trim();
  if (!text) return { problem: { kind: 'no_link', message: UPLOAD_ERROR_MESSAGES.no_link } };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: { kind: 'bad_link', message: UPLOAD_ERROR_MESSAGES.bad_link } };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: { kind: 'bad_link', message: UPLOAD_ERROR_MESSAGES.bad_link } };
  if (isPrivateHost(url.hostname)) return { problem: { kind: 'domain', message: UPLOAD_ERROR_MESSAGES.domain } };
  return { url: url.href };
}

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
