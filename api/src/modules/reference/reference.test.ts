import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { seedReferenceData } from '../../seed/reference.seed';
import { build, get, json, type TestApp } from '../../../test/helper';
import type { ReactionsResponse, ThreadPrefixesResponse } from './reference.routes';

// The shell's public files are served at the site's root (site/site.plugin.ts).
const SHELL_PUBLIC = path.resolve(__dirname, '../../../../shell/public');

describe('GET /reactions and /thread-prefixes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: seedReferenceData });
  });
  afterAll(() => t.close());

  it('lists the six reactions with their sprite position and colour', async () => {
    const response = await get(t.app, '/api/reactions');
    expect(response.statusCode).toBe(200);
    const { reactions } = json<ReactionsResponse>(response);
    expect(reactions.map((r) => [r.reaction_id, r.title])).toEqual([
      [1, 'Like'], [2, 'Love'], [3, 'Haha'], [4, 'Wow'], [5, 'Sad'], [6, 'Angry'],
    ]);
    expect(reactions[0]).toEqual({ reaction_id: 1, title: 'Like', sprite_params: { x: 0, y: 0 }, image_url: '/images/reactions/sprite.svg', text_color: '#2577b1' });
    expect(reactions[5].sprite_params).toEqual({ x: 0, y: -160 });
  });

  it('names a sprite the site ships, tall enough for every reaction it places in it', async () => {
    const { reactions } = json<ReactionsResponse>(await get(t.app, '/api/reactions'));
    const sprite = await readFile(path.join(SHELL_PUBLIC, reactions[0].image_url), 'utf8');
    const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(sprite)?.[1]);
    for (const reaction of reactions) {
      expect(reaction.image_url).toBe(reactions[0].image_url);
      expect(-reaction.sprite_params.y + 32).toBeLessThanOrEqual(height);
    }
  });

  it('lists the thread prefixes for any thread type, and refuses unknown types', async () => {
    const all = json<ThreadPrefixesResponse>(await get(t.app, '/api/thread-prefixes'));
    expect(all.thread_type).toBeNull();
    expect(all.prefixes.map((p) => p.title)).toEqual(['Question', 'Build Thread', 'Trail Report', 'How-To', 'For Sale', 'News']);
    expect(all.prefixes.every((p) => Number.isInteger(p.prefix_id))).toBe(true);
    const articles = json<ThreadPrefixesResponse>(await get(t.app, '/api/thread-prefixes?thread_type=article'));
    expect(articles).toEqual({ thread_type: 'article', prefixes: all.prefixes });
    const bad = await get(t.app, '/api/thread-prefixes?thread_type=poll');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].message).toContain("'thread_type'");
  });
});

describe('GET /reactions on an empty site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('gives empty lists', async () => {
    expect(json<ReactionsResponse>(await get(t.app, '/api/reactions'))).toEqual({ reactions: [] });
    expect(json<ThreadPrefixesResponse>(await get(t.app, '/api/thread-prefixes'))).toEqual({ thread_type: null, prefixes: [] });
  });
});
