import sharp from 'sharp';
import { readConfig } from '../../config';
import type { FileStorage } from '../../storage/file-storage';
import { makePhoto, makePng } from '../attachments/sample-files';
import { storePhoto, THUMBNAIL_SIZE, thumbnailOf } from './location-media';

/** A store in memory whose nth save fails (0: none). */
function memoryStore(failingSave = 0) {
  const files = new Map<string, Buffer>();
  let saves = 0;
  const storage = {
    save: async (id: string, bytes: Buffer) => {
      if (++saves === failingSave) throw new Error('disk full');
      files.set(id, bytes);
    },
    remove: async (id: string) => void files.delete(id),
  } as unknown as FileStorage;
  return { files, store: () => storage };
}

describe('location photos and their thumbnails', () => {
  it('scales a photo larger than a tile down to fit it, keeping its shape; a smaller one has none', async () => {
    const tall = await thumbnailOf(await makePhoto('png', 300, 900), { width: 300, height: 900 });
    expect(await sharp(tall!).metadata()).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE / 3, height: THUMBNAIL_SIZE });
    expect(await thumbnailOf(makePng(THUMBNAIL_SIZE, 20), { width: THUMBNAIL_SIZE, height: 20 })).toBeNull();
  });

  it('stores the photo and its thumbnail, or neither when a save fails', async () => {
    const { uploads } = await readConfig({});
    const file = { filename: 'ridge.jpg', bytes: await makePhoto('jpeg', 1000, 500) };

    const ok = memoryStore();
    const photo = await storePhoto(ok.store, uploads, file, 'file');
    expect(photo).toMatchObject({ width: 1000, height: 500, url: expect.stringMatching(/\.jpg$/), thumbnailUrl: expect.stringMatching(/\.webp$/) });
    expect(ok.files.size).toBe(2);

    for (const failing of [1, 2]) {
      const broken = memoryStore(failing);
      await expect(storePhoto(broken.store, uploads, file, 'file')).rejects.toMatchObject({ statusCode: 503, code: 'upload_failed' });
      expect(broken.files.size).toBe(0);
    }
  });
});
