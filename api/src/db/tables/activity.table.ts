// Tables of the activity module (profile posts, follows).
import type { Generated, Selectable } from 'kysely';
import type { ContentState } from '@trailhead/shared-kernel/types';
import type { Defaulted, Timestamp } from './columns';

export interface ProfilePostsTable {
  profile_post_id: Generated<number>;
  /** Whose profile the post is on. */
  profile_user_id: number;
  /** Who wrote it. */
  user_id: number;
  username: string;
  post_date: Timestamp;
  message_html: string;
  message_state: Defaulted<ContentState>;
  /** null: not about one vehicle type. */
  vehicle_type_id: number | null;
}
export type ProfilePostRow = Selectable<ProfilePostsTable>;

/** user_id follows follow_user_id. */
export interface UserFollowsTable {
  user_id: number;
  follow_user_id: number;
  follow_date: Timestamp;
}

export interface ActivityTables {
  profile_posts: ProfilePostsTable;
  user_follows: UserFollowsTable;
}
