// Where GET /youtube finds the brand channel's latest videos: the YouTube Data API when
// YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID are set, else the local table (the default, and the
// fallback when the API fails).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../config';
import type { YoutubeVideo } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { listYoutubeVideos, youtubeWatchUrl } from './extras.repository';

export const VIDEOS_PER_LIST = 12;

export interface YoutubeSource {
  latestVideos(vehicleTypeId: number): Promise<YoutubeVideo[]>;
}

export class LocalYoutubeSource implements YoutubeSource {
  constructor(private readonly db: Kysely<Database>) {}

  latestVideos(vehicleTypeId: number): Promise<YoutubeVideo[]> {
    return listYoutubeVideos(this.db, vehicleTypeId, VIDEOS_PER_LIST);
  }
}

interface SearchResponse {
  items?: {
    id?: { videoId?: string };
    snippet?: { title?: string; publishedAt?: string; thumbnails?: Record<string, { url?: string } | undefined> };
  }[];
}

type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The API escapes titles as HTML; the wire carries plain text. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? entity;
  });
}

/** The channel's newest uploads (search.list, order=date), kept for cacheSeconds; the channel is not split by vehicle type. */
export class YoutubeDataApiSource implements YoutubeSource {
  private cached: { videos: YoutubeVideo[]; until: number } | null = null;

  constructor(
    private readonly apiKey: string,
    private readonly channelId: string,
    private readonly fallback: YoutubeSource,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly fetchJson: Fetch = fetch,
    private readonly cacheSeconds = 600,
  ) {}

  async latestVideos(vehicleTypeId: number): Promise<YoutubeVideo[]> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.videos;
    try {
      const videos = await this.fetchVideos();
      this.cached = { videos, until: Date.now() + this.cacheSeconds * 1000 };
      return videos;
    } catch (error) {
      this.log.warn({ err: error }, 'YouTube Data API failed: serving the local video list');
      return this.fallback.latestVideos(vehicleTypeId);
    }
  }

  private async fetchVideos(): Promise<YoutubeVideo[]> {
    const params = new URLSearchParams({
      part: 'snippet',
      channelId: this.channelId,
      order: 'date',
      type: 'video',
      maxResults: String(VIDEOS_PER_LIST),
      key: this.apiKey,
    });
    const response = await this.fetchJson(`https://www.googleapis.com/youtube/v3/search?${params}`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`YouTube Data API answered ${response.status}`);
    const body = (await response.json()) as SearchResponse;
    return (body.items ?? []).flatMap((item) => {
      const videoId = item.id?.videoId;
      const snippet = item.snippet;
      if (!videoId || !snippet?.title) return [];
      const thumbnails = snippet.thumbnails ?? {};
      const published = Date.parse(snippet.publishedAt ?? '');
      return [
        {
          video_id: videoId,
          title: unescapeHtml(snippet.title),
          url: youtubeWatchUrl(videoId),
          thumbnail_url: thumbnails.high?.url ?? thumbnails.medium?.url ?? thumbnails.default?.url ?? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
          published_at: Number.isFinite(published) ? Math.floor(published / 1000) : 0,
          vehicle_type_id: 0,
        },
      ];
    });
  }
}

/** The YouTube Data API when YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID are set, else the local list. */
export function youtubeSourceFor(db: Kysely<Database>, log: FastifyBaseLogger, youtube: SiteSettings['youtube']): YoutubeSource {
  const local = new LocalYoutubeSource(db);
  return youtube ? new YoutubeDataApiSource(youtube.apiKey, youtube.channelId, local, log) : local;
}
