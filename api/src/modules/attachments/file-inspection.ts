// What an uploaded file really is, read from its bytes, never from its name or the browser's
// content-type: file-type names binary formats by their signatures, image-size reads an image's
// size from its header (without decoding it; sharp's header reader where image-size gives up),
// and what is left may be plain UTF-8 text.
import { fileTypeFromBuffer } from 'file-type/core';
import { imageSize } from 'image-size';
import sharp from 'sharp';

export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'zip' | 'text';

export interface KindInfo {
  /** Served as this Content-Type (never text/html). */
  mimeType: string;
  /** File-name extensions that may carry this content. */
  extensions: readonly string[];
  isImage: boolean;
  /** How the type is named in messages. */
  label: string;
}

export const KINDS: Record<FileKind, KindInfo> = {
  png: { mimeType: 'image/png', extensions: ['png'], isImage: true, label: 'a PNG image' },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe'], isImage: true, label: 'a JPEG image' },
  gif: { mimeType: 'image/gif', extensions: ['gif'], isImage: true, label: 'a GIF image' },
  webp: { mimeType: 'image/webp', extensions: ['webp'], isImage: true, label: 'a WEBP image' },
  bmp: { mimeType: 'image/bmp', extensions: ['bmp'], isImage: true, label: 'a BMP image' },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], isImage: false, label: 'a PDF document' },
  zip: { mimeType: 'application/zip', extensions: ['zip'], isImage: false, label: 'a ZIP archive' },
  text: { mimeType: 'text/plain', extensions: ['txt'], isImage: false, label: 'plain text' },
};

/**
 * file-type's names for the formats we take. An APNG is a PNG to every browser; file-type looks
 * inside ZIP archives and names office documents, e-books and the like, which are ZIP archives
 * all the same (and served as such, for download); an Illustrator file is a PDF.
 */
const KIND_OF_DETECTED: Record<string, FileKind> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  pdf: 'pdf',
  ai: 'pdf',
  zip: 'zip',
  ...Object.fromEntries(
    ['docx', 'xlsx', 'pptx', 'docm', 'xlsm', 'pptm', 'dotx', 'dotm', 'xltx', 'xltm', 'potx', 'potm', 'odt', 'ods', 'odp', 'odg', 'ott', 'ots', 'otp', 'otg', 'epub', 'jar', 'apk', 'xpi', '3mf', 'kmz', 'vsdx'].map(
      (extension) => [extension, 'zip' as const],
    ),
  ),
};

export interface Dimensions {
  width: number;
  height: number;
}

export type Inspection =
  | { ok: true; kind: FileKind; dimensions: Dimensions | null }
  /** markup: HTML or SVG (refused even as text: a browser could run it). unknown: no allowed format. damaged: an image whose header cannot be read. */
  | { ok: false; reason: 'markup' | 'unknown' | 'damaged'; kind?: FileKind };

// What a browser would take for HTML or SVG (after the WHATWG sniffing patterns) at the start of a text.
const MARKUP_START =
  /^(?:<!doctype\s+html|<html|<head|<body|<script|<iframe|<h1|<div|<font|<table|<a[\s>]|<style|<title|<b[\s>]|<br|<p[\s>]|<!--|<\?xml|<svg|<meta|<img|<object|<embed|<link|<form)/i;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function looksLikeMarkup(bytes: Buffer): boolean {
  const start = bytes.toString('utf8', 0, Math.min(bytes.length, 1024)).replace(/^\uFEFF/, '').trimStart();
  return MARKUP_START.test(start) || /<svg[\s>]/i.test(start);
}

/** The size a browser shows: EXIF orientations 5 to 8 turn the picture a quarter. */
function upright(width: number | undefined, height: number | undefined, orientation: number | undefined): Dimensions | null {
  if (!width || !height || width < 1 || height < 1) return null;
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

async function headerDimensions(bytes: Buffer): Promise<Dimensions | null> {
  try {
    const { width, height, orientation } = imageSize(bytes);
    return upright(width, height, orientation);
  } catch {
    // image-size stops at some valid headers (fill bytes between JPEG markers); libvips reads them.
    try {
      const { width, height, orientation } = await sharp(bytes).metadata();
      return upright(width, height, orientation);
    } catch {
      return null;
    }
  }
}

/** Decides the file's type from its bytes; images also get their size from the header. */
export async function inspectFile(bytes: Buffer): Promise<Inspection> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? KIND_OF_DETECTED[detected.ext] : undefined;
  if (kind && KINDS[kind].isImage) {
    const dimensions = await headerDimensions(bytes);
    return dimensions ? { ok: true, kind, dimensions } : { ok: false, reason: 'damaged', kind };
  }
  if (kind) return { ok: true, kind, dimensions: null };
  // Text formats (XML, calendars…) are text to us: only markup is refused.
  if (isPlainText(bytes)) {
    return looksLikeMarkup(bytes) ? { ok: false, reason: 'markup' } : { ok: true, kind: 'text', dimensions: null };
  }
  return { ok: false, reason: 'unknown' };
}

/** The kind that an extension names (lower-case, no dot), if any. */
export function kindOfExtension(extension: string): FileKind | undefined {
  return (Object.keys(KINDS) as FileKind[]).find((kind) => KINDS[kind].extensions.includes(extension));
}
