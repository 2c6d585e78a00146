// Wire contract for writing to the forum (issue 4): posting, reactions, attachments, drafts,
// moderation and live updates. The API (api/src/modules/posting, attachments, live) and the
// forum remote (mfe-forum) both build on these shapes; change them here, on both sides.
import type { Pagination, UnixSeconds } from './common';
import type { DiscussionType, Post, Thread } from './forum';
import type { UserSummary } from './user';

/** Header carried by every POST /posts and POST /threads; a retried submit with the same key returns the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How many members chose one reaction on a post. */
export interface ReactionCount {
  reaction_id: number;
  count: number;
}

/** An uploaded file (spec §3 attachment). direct_url serves the bytes with nosniff, never as HTML. */
export interface AttachmentInfo {
  attachment_id: number;
  filename: string;
  file_size: number;
  mime_type: string;
  is_image: boolean;
  width: number | null;
  height: number | null;
  direct_url: string;
}

/** GET /options/upload (spec §3 upload options). */
export interface UploadOptions {
  maximum_upload_size_kb: number;
  allowed_video_uploads: { enabled: boolean; size: number };
  /** Pipe-separated, e.g. "png|jpg|jpeg|jpe|gif|bmp|webp|pdf|txt". */
  allowed_attachment_extensions: string;
  attachment_max_dimensions: { width: number; height: number };
}

/** POST /attachments/new-key (form: type, context[post_id] | context[thread_id] | context[node_id]). */
export interface AttachmentKeyResponse {
  key: string;
  /** When the form also carried a file (field attachment): that file, uploaded under the new key. */
  attachment?: AttachmentInfo;
}

/** POST /attachments (multipart: key, attachment). */
export interface AttachmentUploadResponse {
  attachment: AttachmentInfo;
}

/** DELETE /attachments/{id} and DELETE /attachments?key=… (the key's files not yet on a saved post). */
export interface AttachmentsDeletedResponse {
  deleted_ids: number[];
}

/** POST /posts {thread_id, message_html, attachment_key}; POST /posts/{id}; GET /posts/{id}. */
export interface PostResponse {
  post: Post;
}

/** POST /posts/{id}/react {reaction_id}: same again removes, different replaces, none adds (spec §4). */
export interface ReactResponse {
  post: Post;
  action: 'added' | 'replaced' | 'removed';
}

/** GET /posts/{id}/reactions {reaction_id?, page?} */
export interface PostReactionsResponse {
  reactions: { reaction_id: number; reaction_date: UnixSeconds; User: UserSummary }[];
  pagination: Pagination;
}

/** DELETE /posts/{id} and DELETE /threads/{id} (JSON body). hard_delete and author_alert are moderator actions. */
export interface DeleteContentRequest {
  reason?: string;
  hard_delete?: boolean;
  author_alert?: boolean;
  author_alert_reason?: string;
}

/** POST /threads (form or JSON). discussion_type defaults to 'discussion' (spec §9). */
export interface CreateThreadRequest {
  node_id: number;
  title: string;
  message_html: string;
  prefix_id?: number | null;
  discussion_type?: DiscussionType;
  attachment_key?: string | null;
}

/** POST /threads: the new thread and its first post. */
export interface CreateThreadResponse {
  thread: Thread;
  post: Post;
}

/** POST /threads/{id}: author edits title/prefix; moderators also move (node_id, with reason), open/close, stick. */
export interface UpdateThreadRequest {
  title?: string;
  prefix_id?: number | null;
  node_id?: number;
  reason?: string;
  discussion_open?: boolean;
  sticky?: boolean;
}

export interface ThreadEnvelope {
  thread: Thread;
}

/** POST /threads/{id}/watch and /unwatch */
export interface WatchResponse {
  is_watched: boolean;
  /** Whether the watch e-mails about new replies (false when not watching). */
  watch_email: boolean;
}

/** GET /threads/watched {page}; GET /threads {thread_type, thread_prefix_id, page}. */
export interface ThreadListResponse {
  threads: Thread[];
  pagination: Pagination;
}

/** GET /threads/recent {discussion_type, vehicle_type_id} */
export interface RecentThreadsResponse {
  threads: Thread[];
}

/** A draft is kept per member and per place: a reply draft by thread_id, a new-thread draft by node_id. */
export interface Draft {
  node_id: number | null;
  thread_id: number | null;
  discussion_type: DiscussionType;
  title: string;
  message_html: string;
  prefix_id: number | null;
  attachment_key: string | null;
  updated_at: UnixSeconds;
}

/** GET /threads/draft {node_id | thread_id, discussion_type}; POST /threads/draft saves; DELETE /threads/draft clears. */
export interface DraftResponse {
  draft: Draft | null;
}

/** GET /smilies */
export interface Smilie {
  smilie_id: number;
  title: string;
  /** What the editor inserts, e.g. ":)". */
  smilie_text: string;
  /** The emoji that renders it. */
  emoji: string;
  category: string;
}
export interface SmiliesResponse {
  smilies: Smilie[];
  categories: string[];
}

/** GET /youtube {vehicle_type_id}: the brand channel's latest videos (local default: seeded list). */
export interface YoutubeVideo {
  video_id: string;
  title: string;
  url: string;
  thumbnail_url: string;
  published_at: UnixSeconds;
  vehicle_type_id: number;
}
export interface YoutubeResponse {
  videos: YoutubeVideo[];
}

/**
 * GET /live?thread_id={id} — a text/event-stream. The browser's EventSource sends Last-Event-ID
 * on reconnect; the server then replays what was missed (posts of that thread after that id).
 * Events:
 *   event: post    data: LivePostEvent   id: the post_id  (new reply in the watched thread)
 *   event: counts  data: LiveCountsEvent                   (the signed-in member's alert/conversation counts changed)
 * GET /live?event_id={id} adds:
 *   event: rsvp    data: LiveRsvpEvent                     (someone RSVPed, withdrew, or the limit changed)
 * A comment line ": ping" every 25 s keeps proxies from closing the stream.
 */
export interface LivePostEvent {
  thread_id: number;
  post_id: number;
  position: number;
  user_id: number;
}
export interface LiveRsvpEvent {
  event_id: number;
  attending_count: number;
  waitlist_count: number;
  rigs_no: number;
  is_cancelled: boolean;
}
/** Something on the member map's layers changed (a location added, a club or an event written): its data is read again. */
export interface LiveMapEvent {
  layer: 'locations' | 'clubs' | 'events';
}
export interface LiveCountsEvent {
  alerts_unviewed: number;
  conversations_unread: number;
}

/**
 * DELETE /posts/{id} and DELETE /threads/{id}: a soft delete returns the content as the caller now
 * sees it (deleted, still in place); a hard delete returns neither.
 */
export interface DeleteContentResponse {
  hard_delete: boolean;
  post?: Post;
  thread?: Thread;
}
