// Shapes many routes answer with, registered once (app.addSchema) under their $id: routes point at
// them with ref('Thread'), and the API document lists them as its components. Fastify serialises
// with these schemas (fast-json-stringify), which is quicker than JSON.stringify, but a field
// missing here is silently dropped from the reply: keep them field for field with shared-kernel's
// types. (In the tests every reply is compared with what its handler returned: see response-check.ts.)

export const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

/** A reference to a shared schema (by its $id). */
export const ref = (id: string) => ({ $ref: `${id}#` }) as const;

export const ApiErrorSchema = {
  $id: 'ApiError',
  description: 'Every failure: the first error says what went wrong (ARCHITECTURE §5, spec §8).',
  type: 'object',
  properties: {
    errors: {
      type: 'array',
      items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] },
    },
  },
  required: ['errors'],
} as const;

export const PaginationSchema = {
  $id: 'Pagination',
  type: 'object',
  properties: {
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

export const userSummaryProperties = {
    user_id: { type: 'integer' },
    username: { type: 'string' },
    avatar_urls: { type: 'object', properties: { h: nullable('string') } },
    is_online: { type: 'boolean' },
    user_title: { type: 'string' },
    view_url: { type: 'string' },
    is_admin: { type: 'boolean' },
    is_moderator: { type: 'boolean' },
    is_staff: { type: 'boolean' },
    city: nullable('string'),
    state: nullable('string'),
    register_date: { type: 'integer' },
    message_count: { type: 'integer' },
    reaction_score: { type: 'integer' },
    UserMembership: { type: ['object', 'null'], properties: { code: { type: 'string' } } },
    /** Only on a member who deleted their account (shown as 'Deleted member', without a link). */
    is_deleted: { type: 'boolean' },
    /** Only on a banned or disabled account: its profile is for staff only, so others see the name without a link. */
    is_blocked: { type: 'boolean' },
} as const;

export const UserSummarySchema = {
  $id: 'UserSummary',
  description: 'The short form of a member, embedded wherever content names its author.',
  type: 'object',
  properties: userSummaryProperties,
} as const;

export const threadProperties = {
  thread_id: { type: 'integer' },
  node_id: { type: 'integer' },
  title: { type: 'string' },
  discussion_type: { type: 'string' },
  prefix: { type: ['object', 'null'], properties: { prefix_id: { type: 'integer' }, title: { type: 'string' } } },
  view_url: { type: 'string' },
  redirect_url: nullable('string'),
  user_id: { type: 'integer' },
  username: { type: 'string' },
  User: ref('UserSummary'),
  post_date: { type: 'integer' },
  last_post_date: { type: 'integer' },
  last_post_username: { type: 'string' },
  reply_count: { type: 'integer' },
  view_count: { type: 'integer' },
  first_post_reaction_score: { type: 'integer' },
  sticky: { type: 'boolean' },
  discussion_open: { type: 'boolean' },
  vehicle_type_id: { type: 'integer' },
  discussion_state: { type: 'string' },
  is_watched: { type: 'boolean' },
  watch_email: { type: 'boolean', description: 'For the viewer: their watch e-mails them about new replies (beyond the spec).' },
  can_reply: { type: 'boolean' },
  reply_error: nullable('string'),
  can_edit: { type: 'boolean' },
  can_delete: { type: 'boolean' },
  can_moderate: { type: 'boolean' },
  is_unread: { type: 'boolean' },
} as const;

export const ThreadSchema = { $id: 'Thread', type: 'object', properties: threadProperties } as const;

export const AttachmentSchema = {
  $id: 'Attachment',
  description: 'An uploaded file; direct_url serves its bytes (never as HTML).',
  type: 'object',
  properties: {
    attachment_id: { type: 'integer' },
    filename: { type: 'string' },
    file_size: { type: 'integer' },
    mime_type: { type: 'string' },
    is_image: { type: 'boolean' },
    width: nullable('integer'),
    height: nullable('integer'),
    direct_url: { type: 'string' },
  },
} as const;

export const PostSchema = {
  $id: 'Post',
  type: 'object',
  properties: {
    post_id: { type: 'integer' },
    thread_id: { type: 'integer' },
    user_id: { type: 'integer' },
    username: { type: 'string' },
    User: ref('UserSummary'),
    post_date: { type: 'integer' },
    position: { type: 'integer' },
    message_html: { type: 'string' },
    message_parsed: { type: 'string' },
    signature: { type: 'string', description: "the author's sanitised signature HTML; '' when none or the viewer hides signatures" },
    attachment_key: nullable('string'),
    reaction_score: { type: 'integer' },
    message_state: { type: 'string' },
    view_url: { type: 'string' },
    reactions: {
      type: 'array',
      items: { type: 'object', properties: { reaction_id: { type: 'integer' }, count: { type: 'integer' } } },
    },
    visitor_reaction_id: nullable('integer'),
    attachments: { type: 'array', items: ref('Attachment') },
    last_edit_date: nullable('integer'),
    delete_reason: nullable('string'),
    can_edit: { type: 'boolean' },
    can_delete: { type: 'boolean' },
    can_react: { type: 'boolean' },
    can_report: { type: 'boolean' },
    can_moderate: { type: 'boolean' },
  },
} as const;

/** The components every module may point at; modules add their own (see app.ts). */
export const SHARED_SCHEMAS = [ApiErrorSchema, PaginationSchema, UserSummarySchema, ThreadSchema, AttachmentSchema, PostSchema];

export const paginationSchema = ref('Pagination');
export const userSummarySchema = ref('UserSummary');
export const threadSchema = ref('Thread');
export const postSchema = ref('Post');
export const attachmentSchema = ref('Attachment');
export const apiErrorSchema = ref('ApiError');

/** `{ status: 'ok', message }` (StatusResponse). */
export const statusResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' } },
} as const;
