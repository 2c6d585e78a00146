import type { Generated } from 'kysely';
import type { AdPosition, CustomFieldDefinition, HomepagePlaceholder } from '@trailhead/shared-kernel/types';
import type { Flag, Timestamp } from './columns';

export interface CustomFieldsTable {
  field_id: string;
  title: string;
  description: string;
  field_type: CustomFieldDefinition['field_type'];
  display_group: CustomFieldDefinition['display_group'];
  is_required: Flag;
  /** JSON text of CustomFieldDefinition['choices']. */
  choices: string | null;
  display_order: number;
}

export interface VehicleTrimsTable {
  model_year_trim_id: Generated<number>;
  vehicle_type_id: number;
  model: string;
  trim: string;
  first_year: number;
  last_year: number;
  display_order: number;
}

export interface HomepagePlaceholdersTable {
  placeholder_id: Generated<number>;
  /** 0 = All content. */
  vehicle_type_id: number;
  placeholder_side: HomepagePlaceholder['placeholder_side'];
  title: string;
  html: string;
  display_order: number;
}

export interface AdsTable {
  ad_id: Generated<number>;
  position_id: AdPosition;
  /** Comma-separated page keys. */
  page_keys: string;
  title: string;
  image_url: string | null;
  link: string;
  text: string;
  is_active: Flag;
  display_order: number;
}

export interface ContactMessagesTable {
  contact_message_id: Generated<number>;
  user_id: number | null;
  username: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: Timestamp;
}
