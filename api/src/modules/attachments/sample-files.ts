// Small, well-formed files built in code: the demo seed's trail photos and the upload tests'
// fixtures (each format's header written the way its specification lays it out).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 2; // colour type: RGB
  return pngChunk('IHDR', data);
}

/** A real RGB PNG; pixel(x, y) gives each pixel's colour. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number] = () => [229, 66, 53]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rows[row + 1 + x * 3] = r;
      rows[row + 2 + x * 3] = g;
      rows[row + 3 + x * 3] = b;
    }
  }
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Only the signature and the IHDR chunk: enough to claim any size without holding the pixels. */
export function makePngHeader(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A baseline JPEG's markers up to the frame header (SOI, APP0 JFIF, DQT, SOF0, EOI). */
export function makeJpeg(width: number, height: number): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.alloc(4);
    head[0] = 0xff;
    head[1] = marker;
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.alloc(15);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 3;
  sof.set([1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0], 6);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe0, jfif), segment(0xdb, dqt), segment(0xc0, sof), Buffer.from([0xff, 0xd9])]);
}

/** A one-colour GIF89a of the given size. */
export function makeGif(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0x80; // global colour table of 2 entries
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(width, 5);
  image.writeUInt16LE(height, 7);
  return Buffer.concat([header, Buffer.from([0xe5, 0x42, 0x35, 0xff, 0xff, 0xff]), image, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b])]);
}

function riff(chunkType: string, chunk: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + chunk.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunkType, 12, 'latin1');
  head.writeUInt32LE(chunk.length, 16);
  return Buffer.concat([head, chunk]);
}

/** A WEBP header of each flavour: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function makeWebp(width: number, height: number, flavour: 'VP8 ' | 'VP8L' | 'VP8X' = 'VP8L'): Buffer {
  if (flavour === 'VP8 ') {
    const data = Buffer.alloc(10);
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width & 0x3fff, 6);
    data.writeUInt16LE(height & 0x3fff, 8);
    return riff('VP8 ', data);
  }
  if (flavour === 'VP8L') {
    const data = Buffer.alloc(6);
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    return riff('VP8L', data);
  }
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', data);
}

/** A 24-bit BMP (BITMAPINFOHEADER); topDown stores a negative height as some writers do. */
export function makeBmp(width: number, height: number, topDown = false): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(rowSize * height, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(topDown ? -height : height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

export function makePdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

/** An empty ZIP archive: just the end-of-central-directory record. */
export function makeZip(): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  return record;
}

/** A trail photo for the demo: sky, ridge line and ground in the brand's colours, varied by seed. */
export function makeTrailPhoto(width: number, height: number, seed: number): Buffer {
  const ridge = (x: number) => height * (0.45 + 0.12 * Math.sin((x + seed * 37) / (width / 5)) + 0.05 * Math.sin((x * 3 + seed * 11) / (width / 7)));
  return makePng(width, height, (x, y) => {
    if (y < ridge(x)) return [120 + ((seed * 13) % 60), 170 + ((seed * 7) % 50), 220];
    const depth = (y - ridge(x)) / height;
    return [Math.round(150 - depth * 80 + ((seed * 5) % 30)), Math.round(100 - depth * 50), Math.round(60 - depth * 30)];
  });
}

/** Metadata a phone writes into a photo: where it was taken, the camera, and how to turn it. */
export interface PhotoMetadata {
  gps?: boolean;
  orientation?: number;
  xmp?: boolean;
}

/**
 * A real, decodable photo (a colour gradient) encoded by sharp, optionally with the metadata a
 * phone writes: EXIF with a GPS position and the camera's make, an orientation, XMP.
 */
export async function makePhoto(format: 'jpeg' | 'png' | 'webp', width: number, height: number, metadata: PhotoMetadata = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i * 7) % 256, ((i / width) * 5) % 256, 90], i * 3);
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (metadata.gps) {
    image = image.withExif({
      IFD0: { Make: 'TrailCam', Model: 'Ridge 2' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 34/1 1200/100', GPSLongitudeRef: 'W', GPSLongitude: '109/1 33/1 3000/100' },
    });
  }
  if (metadata.orientation) image = image.withMetadata({ orientation: metadata.orientation });
  if (metadata.xmp) {
    image = image.withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="38,34.2N" exif:GPSLongitude="109,33.5W"/></rdf:RDF></x:xmpmeta>',
    );
  }
  return image.toFormat(format).toBuffer();
}
