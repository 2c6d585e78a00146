import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EARLIER_CHUNKS_KEPT_DAYS, isRecentEarlierChunk } = require('./earlier-chunks.cjs') as {
  EARLIER_CHUNKS_KEPT_DAYS: number;
  isRecentEarlierChunk: (outputPath: string, asset: string, now?: number) => boolean;
};

describe("a shell deploy keeps the earlier builds' chunks a while", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trailhead-chunks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, daysOld: number) => {
    writeFileSync(path.join(dir, name), '');
    const when = (Date.now() - daysOld * 24 * 3600 * 1000) / 1000;
    utimesSync(path.join(dir, name), when, when);
    return name;
  };

  it('keeps hashed chunks and their compressed copies younger than the limit', () => {
    for (const name of [file('src_auth_contact-modal_tsx.681f54958e.js', 1), file('main.0bfe917446.js.br', 3), file('main.0bfe917446.js.gz', EARLIER_CHUNKS_KEPT_DAYS - 1)])
      expect([name, isRecentEarlierChunk(dir, name)]).toEqual([name, true]);
  });

  it('drops older chunks, and every file that is not a hashed chunk (the page, the service worker, the server bundle)', () => {
    for (const name of [file('main.aaaaaaaaaa.js', EARLIER_CHUNKS_KEPT_DAYS + 1), file('index.html', 0), file('sw.js', 0), 'server/first-screen.cjs', 'missing.bbbbbbbbbb.js'])
      expect([name, isRecentEarlierChunk(dir, name)]).toEqual([name, false]);
  });
});
