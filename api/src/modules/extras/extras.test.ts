import type { SmiliesResponse, YoutubeResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, type TestApp } from '../../../test/helper';
import { LocalYoutubeSource, YoutubeDataApiSource } from './youtube-source';

describe('GET /smilies and GET /youtube', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('lists the smilies seeded by the migration, by category, with the emoji that renders each', async () => {
    const response = await get(t.app, '/api/smilies');
    expect(response.statusCode).toBe(200);
    const body = json<SmiliesResponse>(response);
    expect(body.smilies.length).toBeGreaterThanOrEqual(20);
    expect(body.categories).toEqual(['Smileys', 'Gestures', 'Trail']);
    expect(body.smilies[0]).toEqual({ smilie_id: expect.any(Number), title: 'Smile', smilie_text: ':)', emoji: '🙂', category: 'Smileys' });
    const byText = new Map(body.smilies.map((s) => [s.smilie_text, s.emoji]));
    expect([':D', ';)', ':(', ':P', '(y)', '<3'].map((text) => byText.get(text))).toEqual(['😀', '😉', '🙁', '😛', '👍', '❤️']);
    // Category by category: a category's smilies are never split.
    const order = body.smilies.map((s) => body.categories.indexOf(s.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(body.smilies.map((s) => s.smilie_text)).size).toBe(body.smilies.length);
  });

  it("answers 'no smilies found' when there are none", async () => {
    const other = await build({ seed: (db) => db.deleteFrom('smilies').execute().then(() => undefined) });
    try {
      const response = await get(other.app, '/api/smilies');
      expect(response.statusCode).toBe(404);
      expect(json(response).errors[0]).toEqual({ code: 'not_found', message: 'no smilies found' });
    } finally {
      await other.close();
    }
  });

  it('lists the newest videos: all of them for type 0, else those of the type and those for every type', async () => {
    const all = json<YoutubeResponse>(await get(t.app, '/api/youtube')).videos;
    expect(all.length).toBe(11);
    const dates = all.map((v) => v.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all[0]).toEqual({
      video_id: 'kTrl0vrv001',
      title: 'Kestrel 2027 line-up: every model walked around',
      url: 'https://www.youtube.com/watch?v=kTrl0vrv001',
      thumbnail_url: 'https://i.ytimg.com/vi/kTrl0vrv001/hqdefault.jpg',
      published_at: Date.parse('2026-11-14T17:00:00Z') / 1000,
      vehicle_type_id: 0,
    });
    const trekker = json<YoutubeResponse>(await get(t.app, '/api/youtube?vehicle_type_id=1')).videos;
    expect(new Set(trekker.map((v) => v.vehicle_type_id))).toEqual(new Set([0, 1]));
    expect(trekker).toHaveLength(5);
  });

  it('refuses a bad vehicle type id', async () => {
    const response = await get(t.app, '/api/youtube?vehicle_type_id=-1');
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toBe("The query parameter 'vehicle_type_id' must be at least 0.");
  });

  describe('YouTube Data API adapter', () => {
    const log = { warn: jest.fn() };
    const apiAnswer = {
      items: [
        {
          id: { videoId: 'abcDEF12345' },
          snippet: { title: 'Rock crawling &amp; recovery: Pete&#39;s &quot;rules&quot;', publishedAt: '2026-11-20T10:00:00Z', thumbnails: { high: { url: 'https://i.ytimg.com/vi/abcDEF12345/hq.jpg' } } },
        },
        { id: { kind: 'youtube#channel' }, snippet: { title: 'not a video' } },
      ],
    };

    it('maps the channel search to videos, and caches it', async () => {
      const fetchJson = jest.fn(async () => ({ ok: true, status: 200, json: async () => apiAnswer }));
      const source = new YoutubeDataApiSource('KEY', 'CHANNEL', new LocalYoutubeSource(t.db), log, fetchJson);
      const videos = await source.latestVideos(2);
      expect(videos).toEqual([
        {
          video_id: 'abcDEF12345',
          title: 'Rock crawling & recovery: Pete\'s "rules"',
          url: 'https://www.youtube.com/watch?v=abcDEF12345',
          thumbnail_url: 'https://i.ytimg.com/vi/abcDEF12345/hq.jpg',
          published_at: Date.parse('2026-11-20T10:00:00Z') / 1000,
          vehicle_type_id: 0,
        },
      ]);
      const url = new URL((fetchJson.mock.calls[0] as unknown as [string])[0]);
      expect(url.origin + url.pathname).toBe('https://www.googleapis.com/youtube/v3/search');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ channelId: 'CHANNEL', key: 'KEY', order: 'date', type: 'video', part: 'snippet' });
      await source.latestVideos(2);
      expect(fetchJson).toHaveBeenCalledTimes(1);
    });

    it('falls back to the local list when the API fails', async () => {
      const fetchJson = jest.fn(async () => ({ ok: false, status: 403, json: async () => ({}) }));
      const source = new YoutubeDataApiSource('KEY', 'CHANNEL', new LocalYoutubeSource(t.db), log, fetchJson);
      const videos = await source.latestVideos(3);
      expect(videos.map((v) => v.video_id)).toContain('kTrl0vrv008');
      expect(log.warn).toHaveBeenCalled();
    });
  });
});
