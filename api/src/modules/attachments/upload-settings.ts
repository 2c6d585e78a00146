// Upload limits (spec §3 upload options): UPLOAD_* in the configuration (config.ts).
import type { UploadOptions } from '@trailhead/shared-kernel/types';
import type { UploadSettings } from '../../config';

export type { UploadSettings } from '../../config';

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
