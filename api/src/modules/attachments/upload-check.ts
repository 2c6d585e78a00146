// The checks an upload passes before anything is written: size, type by content, extension that
// agrees with the content, image dimensions. Each refusal is its own error with a clear message
// (spec §5 upload error kinds: size, invalid type). Photos are then stored without their metadata.
import { ApiError } from '../../http/api-error';
import { inspectFile, KINDS, type FileKind } from './file-inspection';
import { carriesMetadata, withoutMetadata } from './image-metadata';
import { describeLimit, type UploadSettings } from './upload-settings';

export interface CheckedUpload {
  filename: string;
  /** What is stored: the upload itself, or a photo re-encoded without its metadata. */
  bytes: Buffer;
  kind: FileKind;
  mimeType: string;
  isImage: boolean;
  width: number | null;
  height: number | null;
}

export function fileTooLarge(settings: UploadSettings): ApiError {
  return new ApiError(413, 'file_too_large', `The file is too large: files may be at most ${describeLimit(settings.maxUploadKb)}.`);
}

/**
 * A multipart form @fastify/multipart refused, as the 4xx the sender should read (`tooManyFiles`:
 * what the form accepts); any other error is passed on as it is.
 */
export function multipartError(error: unknown, settings: UploadSettings, tooManyFiles: string): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(settings);
    case 'FST_FILES_LIMIT':
      return new ApiError(400, 'too_many_files', tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(400, 'too_many_fields', 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new ApiError(400, 'invalid_field', 'The form has a field name that is not allowed.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new ApiError(400, 'upload_interrupted', 'The upload was interrupted before the file arrived whole.');
    default:
      return error;
  }
}

function allowedList(settings: UploadSettings): string {
  return settings.extensions.join(', ');
}

function invalidType(settings: UploadSettings, what: string): ApiError {
  return new ApiError(415, 'invalid_file_type', `${what} Allowed types: ${allowedList(settings)}.`);
}

/** The member's file name without folders or control characters, at most 150 characters (keeping the extension). */
export function cleanFilename(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 150) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 12 ? base.slice(dot) : '';
  return base.slice(0, 150 - extension.length) + extension;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

function damaged(kind: FileKind): ApiError {
  return new ApiError(400, 'invalid_image', `The file looks like ${KINDS[kind].label}, but its header cannot be read: it may be damaged.`);
}

export async function checkUpload(rawFilename: string, bytes: Buffer, settings: UploadSettings): Promise<CheckedUpload> {
  if (bytes.length === 0) throw new ApiError(400, 'empty_file', 'The file is empty.');
  if (bytes.length > settings.maxUploadKb * 1024) throw fileTooLarge(settings);

  const filename = cleanFilename(rawFilename);
  const extension = extensionOf(filename);
  if (!extension) throw invalidType(settings, 'The file name has no extension, so its type is not allowed.');
  if (!settings.extensions.includes(extension)) throw invalidType(settings, `Files of type .${extension} cannot be uploaded.`);

  const inspection = await inspectFile(bytes);
  if (!inspection.ok) {
    if (inspection.reason === 'markup') throw invalidType(settings, 'The file holds HTML or SVG markup, which cannot be uploaded.');
    if (inspection.reason === 'damaged') throw damaged(inspection.kind ?? 'png');
    throw invalidType(settings, 'The file’s content is not of an allowed type.');
  }

  const kind = KINDS[inspection.kind];
  if (!kind.extensions.includes(extension)) {
    const allowedForContent = kind.extensions.filter((candidate) => settings.extensions.includes(candidate));
    const rename = allowedForContent.length > 0 ? ` Rename it to .${allowedForContent[0]}.` : '';
    throw new ApiError(415, 'file_type_mismatch', `The file’s name ends in .${extension}, but it holds ${kind.label}.${rename}`);
  }

  const dimensions = inspection.dimensions;
  if (dimensions && (dimensions.width > settings.maxWidth || dimensions.height > settings.maxHeight)) {
    throw new ApiError(
      400,
      'image_too_large',
      `The image is ${dimensions.width}×${dimensions.height} pixels: images may be at most ${settings.maxWidth}×${settings.maxHeight} pixels.`,
    );
  }
  const checked = {
    filename,
    bytes,
    kind: inspection.kind,
    mimeType: kind.mimeType,
    isImage: kind.isImage,
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
  };
  if (!carriesMetadata(inspection.kind)) return checked;
  // Decoded only now, once the header's size passed the limits.
  const cleaned = await withoutMetadata(inspection.kind, bytes);
  if (!cleaned) throw damaged(inspection.kind);
  return { ...checked, bytes: cleaned.bytes, width: cleaned.width, height: cleaned.height };
}
