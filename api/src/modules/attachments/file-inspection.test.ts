import sharp from 'sharp';
import { inspectFile } from './file-inspection';
import { makeBmp, makeGif, makeJpeg, makePdf, makePhoto, makePng, makePngHeader, makeTrailPhoto, makeWebp, makeZip } from './sample-files';

describe('inspectFile: the type comes from the bytes, images bring their size', () => {
  it.each([
    ['PNG', makePng(3, 2), 'png', { width: 3, height: 2 }],
    ['PNG header claiming 5000×5000', makePngHeader(5000, 5000), 'png', { width: 5000, height: 5000 }],
    ['JPEG (size in SOF0 after APP0 and DQT)', makeJpeg(640, 480), 'jpeg', { width: 640, height: 480 }],
    ['GIF', makeGif(16, 9), 'gif', { width: 16, height: 9 }],
    ['WEBP lossy', makeWebp(300, 200, 'VP8 '), 'webp', { width: 300, height: 200 }],
    ['WEBP lossless', makeWebp(1, 1, 'VP8L'), 'webp', { width: 1, height: 1 }],
    ['WEBP lossless, large', makeWebp(16383, 9000, 'VP8L'), 'webp', { width: 16383, height: 9000 }],
    ['WEBP extended', makeWebp(5000, 70000, 'VP8X'), 'webp', { width: 5000, height: 70000 }],
    ['BMP', makeBmp(5, 3), 'bmp', { width: 5, height: 3 }],
    ['BMP stored top-down', makeBmp(5, 3, true), 'bmp', { width: 5, height: 3 }],
    ['trail photo', makeTrailPhoto(64, 40, 3), 'png', { width: 64, height: 40 }],
  ])('%s', async (_name, bytes, kind, dimensions) => {
    expect(await inspectFile(bytes)).toEqual({ ok: true, kind, dimensions });
  });

  it('reads JPEG frames written after fill bytes and other markers (progressive SOF2)', async () => {
    const jpeg = await sharp(await makePhoto('png', 80, 60)).jpeg({ progressive: true }).toBuffer();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc2]));
    expect(sof).toBeGreaterThan(0);
    const padded = Buffer.concat([jpeg.subarray(0, sof), Buffer.from([0xff, 0xff]), jpeg.subarray(sof)]);
    expect(await inspectFile(padded)).toEqual({ ok: true, kind: 'jpeg', dimensions: { width: 80, height: 60 } });
  });

  it('gives the size a browser shows: a photo its camera turned a quarter is taller than wide', async () => {
    const turned = await makePhoto('jpeg', 40, 20, { orientation: 6 });
    expect(await inspectFile(turned)).toEqual({ ok: true, kind: 'jpeg', dimensions: { width: 20, height: 40 } });
  });

  it('knows PDF, ZIP and UTF-8 text', async () => {
    expect(await inspectFile(makePdf())).toMatchObject({ ok: true, kind: 'pdf', dimensions: null });
    expect(await inspectFile(makeZip())).toMatchObject({ ok: true, kind: 'zip' });
    expect(await inspectFile(Buffer.from('Trail report: 12 miles, 3 creek crossings — all good 👍\n'))).toMatchObject({ ok: true, kind: 'text' });
    // Text formats that file-type names are text all the same.
    expect(await inspectFile(Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Moab Easter Safari\r\nEND:VCALENDAR\r\n'))).toMatchObject({ ok: true, kind: 'text' });
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'],
    ['HTML after a BOM and blank lines', '\uFEFF\n\n  <html><script>alert(1)</script>'],
    ['a bare script tag', '<script>alert(document.cookie)</script>'],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    ['an SVG with an XML prolog', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('refuses %s as markup', async (_name, text) => {
    expect(await inspectFile(Buffer.from(text))).toEqual({ ok: false, reason: 'markup' });
  });

  it('does not recognise other binary content', async () => {
    expect(await inspectFile(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00]))).toEqual({ ok: false, reason: 'unknown' });
    expect(await inspectFile(Buffer.from([0xc3, 0x28, 0xa0, 0xa1]))).toEqual({ ok: false, reason: 'unknown' });
  });

  it('calls an image with an unreadable header damaged', async () => {
    expect(await inspectFile(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ ok: false, reason: 'damaged', kind: 'jpeg' });
    expect(await inspectFile(makePngHeader(0, 10))).toEqual({ ok: false, reason: 'damaged', kind: 'png' });
  });
});
