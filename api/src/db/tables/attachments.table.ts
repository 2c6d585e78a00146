// Tables of the attachments, live and extras modules.
import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/**
 * Where a key's files are headed: a post being edited, a reply in a thread, a new thread in a forum
 * (content type 'post'); a new post on a member's profile, a comment on a profile post or that post
 * edited (content type 'profile_post'); a message in a conversation, or the first message of a
 * conversation not started yet (content type 'conversation_message'; context_id 0).
 */
export type AttachmentContextType = 'post' | 'thread' | 'node' | 'profile_user' | 'profile_post' | 'conversation' | 'new_conversation';

/** A key groups the files a member uploads for one post before it is saved (POST /attachments/new-key). */
export interface AttachmentKeysTable {
  attachment_key: string;
  user_id: number;
  /** The content type the files are for (spec: form field type): 'post', 'profile_post' or 'conversation_message'. */
  content_type: string;
  context_type: AttachmentContextType;
  context_id: number;
  created_at: Timestamp;
}

/**
 * One uploaded file. It is unclaimed (post_id, profile_post_id, profile_comment_id and
 * conversation_message_id all null) until the content that carries its key is saved; then exactly
 * one of them names that content.
 */
export interface AttachmentsTable {
  attachment_id: Generated<number>;
  attachment_key: string;
  user_id: number;
  post_id: number | null;
  /** A profile post's files (attachments/profile-content.ts). */
  profile_post_id: Generated<number | null>;
  /** A profile post comment's files. */
  profile_comment_id: Generated<number | null>;
  /** A private message's files: only the conversation's participants read them. */
  conversation_message_id: Generated<number | null>;
  /** The member's file name, cleaned, for display and Content-Disposition only. */
  filename: string;
  /** The stored file's random name (never derived from the member's name). */
  storage_id: string;
  file_size: number;
  /** Detected from the content, never taken from the request. */
  mime_type: string;
  is_image: Flag;
  width: number | null;
  height: number | null;
  upload_date: Timestamp;
}

export interface SmiliesTable {
  smilie_id: Generated<number>;
  title: string;
  smilie_text: string;
  emoji: string;
  category: string;
  category_order: number;
  display_order: number;
}

/** The local default for GET /youtube; vehicle_type_id 0 = for every vehicle type. */
export interface YoutubeVideosTable {
  video_id: string;
  title: string;
  thumbnail_url: string;
  published_at: Timestamp;
  vehicle_type_id: number;
}

export interface AttachmentTables {
  attachment_keys: AttachmentKeysTable;
  attachments: AttachmentsTable;
  smilies: SmiliesTable;
  youtube_videos: YoutubeVideosTable;
}

export type AttachmentRow = Selectable<AttachmentsTable>;
export type AttachmentKeyRow = Selectable<AttachmentKeysTable>;
