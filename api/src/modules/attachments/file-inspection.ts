// What an uploaded file really is, read from its bytes (magic numbers and image headers), never
// from its name or the browser's content-type. Image sizes are parsed here, without a library.

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

export interface Dimensions {
  width: number;
  height: number;
}

export type Inspection =
  | { ok: true; kind: FileKind; dimensions: Dimensions | null }
  /** markup: HTML or SVG (refused even as text: a browser could run it). unknown: no allowed format. damaged: an image whose header cannot be read. */
  | { ok: false; reason: 'markup' | 'unknown' | 'damaged'; kind?: FileKind };

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Buffer, offset: number, length: number): string {
  return bytes.length >= offset + length ? bytes.toString('latin1', offset, offset + length) : '';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Buffer): Dimensions | null {
  // The first chunk must be IHDR: length 13, then width and height as big-endian 32-bit numbers.
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Buffer): Dimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function gifSize(bytes: Buffer): Dimensions | null {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webpSize(bytes: Buffer): Dimensions | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code 9D 01 2A, then 14-bit width and height.
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each.
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1 as 24-bit little-endian numbers.
    if (bytes.length < 30) return null;
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

function bmpSize(bytes: Buffer): Dimensions | null {
  if (bytes.length < 26) return null;
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  if (headerSize < 40) return null;
  // A negative height means the rows are stored top-down.
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

/** The image formats: signature test and size parser. */
const IMAGES: { kind: FileKind; matches: (bytes: Buffer) => boolean; size: (bytes: Buffer) => Dimensions | null }[] = [
  { kind: 'png', matches: (b) => startsWith(b, PNG_SIGNATURE), size: pngSize },
  { kind: 'jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]), size: jpegSize },
  { kind: 'gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a', size: gifSize },
  { kind: 'webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP', size: webpSize },
  { kind: 'bmp', matches: (b) => ascii(b, 0, 2) === 'BM', size: bmpSize },
];

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

/** Decides the file's type from its first bytes; images also get their size from the header. */
export function inspectFile(bytes: Buffer): Inspection {
  for (const image of IMAGES) {
    if (!image.matches(bytes)) continue;
    const dimensions = image.size(bytes);
    if (!dimensions || dimensions.width < 1 || dimensions.height < 1) return { ok: false, reason: 'damaged', kind: image.kind };
    return { ok: true, kind: image.kind, dimensions };
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return { ok: true, kind: 'pdf', dimensions: null };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return { ok: true, kind: 'zip', dimensions: null };
  }
  if (isPlainText(bytes)) {
    return looksLikeMarkup(bytes) ? { ok: false, reason: 'markup' } : { ok: true, kind: 'text', dimensions: null };
  }
  return { ok: false, reason: 'unknown' };
}

/** The kind that an extension names (lower-case, no dot), if any. */
export function kindOfExtension(extension: string): FileKind | undefined {
  return (Object.keys(KINDS) as FileKind[]).find((kind) => KINDS[kind].extensions.includes(extension));
}
