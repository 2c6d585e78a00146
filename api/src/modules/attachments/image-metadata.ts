// Uploaded photos lose their metadata before they are stored: a phone's EXIF carries the GPS
// position where the picture was taken (often a member's home) and the camera's serial number.
// sharp decodes the image, turns it upright by its EXIF orientation, and encodes it again in the
// same format; it writes no EXIF, XMP, IPTC or ICC data unless asked to (colours are converted to sRGB).
//
// JPEG, PNG and WebP carry such metadata and are re-encoded. GIF and BMP are stored as uploaded:
// BMP has no metadata block at all, and GIF only comment and application blocks that cameras and
// phones do not write (re-encoding a GIF would also re-quantise its palette and its animation).
import sharp from 'sharp';
import type { Dimensions, FileKind } from './file-inspection';

export type CleanedImage = Dimensions & { bytes: Buffer };

const REENCODED: ReadonlySet<FileKind> = new Set(['jpeg', 'png', 'webp']);

export function carriesMetadata(kind: FileKind): boolean {
  return REENCODED.has(kind);
}

/**
 * The image without its metadata, upright, in its own format, with its size after orientation;
 * null when its pixels cannot be decoded. Call only for kinds that carriesMetadata(), after the
 * size limits were checked on the header (so a huge image is refused before it is decoded).
 */
export async function withoutMetadata(kind: FileKind, bytes: Buffer): Promise<CleanedImage | null> {
  try {
    // 'error' rather than the default 'warning': phones write JPEGs with harmless warnings.
    const input = sharp(bytes, { failOn: 'error', animated: kind === 'webp' });
    const { pages = 1 } = await input.metadata();
    // Animated WebP keeps its frames; orientation tags are a camera's, on still pictures.
    const image = pages > 1 ? input : input.autoOrient();
    const encoded = kind === 'jpeg' ? image.jpeg({ quality: 90 }) : kind === 'png' ? image.png() : image.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return null;
  }
}
