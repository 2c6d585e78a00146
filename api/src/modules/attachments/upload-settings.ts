// Upload limits (spec §3 upload options), read from the environment once at start-up.
import type { UploadOptions } from '@trailhead/shared-kernel/types';

export interface UploadSettings {
  maxUploadKb: number;
  /** Lower-case, without dots. */
  extensions: string[];
  maxWidth: number;
  maxHeight: number;
}

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = {
  maxUploadKb: 8192,
  extensions: ['png', 'jpg', 'jpeg', 'jpe', 'gif', 'bmp', 'webp', 'pdf', 'txt', 'zip'],
  maxWidth: 4096,
  maxHeight: 4096,
};

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return number;
}

/** UPLOAD_MAX_SIZE_KB, UPLOAD_EXTENSIONS ("png|jpg|…" or comma-separated), UPLOAD_MAX_WIDTH, UPLOAD_MAX_HEIGHT. */
export function uploadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadSettings {
  const listed = env.UPLOAD_EXTENSIONS?.split(/[|,\s]+/)
    .map((extension) => extension.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  return {
    maxUploadKb: positiveInteger('UPLOAD_MAX_SIZE_KB', env.UPLOAD_MAX_SIZE_KB, DEFAULT_UPLOAD_SETTINGS.maxUploadKb),
    extensions: listed && listed.length > 0 ? [...new Set(listed)] : DEFAULT_UPLOAD_SETTINGS.extensions,
    maxWidth: positiveInteger('UPLOAD_MAX_WIDTH', env.UPLOAD_MAX_WIDTH, DEFAULT_UPLOAD_SETTINGS.maxWidth),
    maxHeight: positiveInteger('UPLOAD_MAX_HEIGHT', env.UPLOAD_MAX_HEIGHT, DEFAULT_UPLOAD_SETTINGS.maxHeight),
  };
}

export function toUploadOptions(settings: UploadSettings): UploadOptions {
  return {
    maximum_upload_size_kb: settings.maxUploadKb,
    // Video uploads are not offered: the content checks know no video format yet.
    allowed_video_uploads: { enabled: false, size: 0 },
    allowed_attachment_extensions: settings.extensions.join('|'),
    attachment_max_dimensions: { width: settings.maxWidth, height: settings.maxHeight },
  };
}

/** "8 MB (8192 KB)" or "500 KB": how a size limit reads in messages. */
export function describeLimit(kb: number): string {
  if (kb >= 1024) {
    const mb = kb / 1024;
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB (${kb} KB)`;
  }
  return `${kb} KB`;
}
