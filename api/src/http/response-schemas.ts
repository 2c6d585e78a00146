// Response schemas for the hot read paths: Fastify serialises with them (fast-json-stringify),
// which is quicker than JSON.stringify. A field missing here is silently dropped from the reply,
// so the thread-posts test compares the reply with the mapper's output field for field.

const nullable = (type: string) => ({ type: [type, 'null'] });

export const paginationSchema = {
  type: 'object',
  properties: {
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

export const userSummarySchema = {
  type: 'object',
  properties: {
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
  },
} as const;

export const threadSchema = {
  type: 'object',
  properties: {
    thread_id: { type: 'integer' },
    node_id: { type: 'integer' },
    title: { type: 'string' },
    discussion_type: { type: 'string' },
    prefix: { type: ['object', 'null'], properties: { prefix_id: { type: 'integer' }, title: { type: 'string' } } },
    view_url: { type: 'string' },
    redirect_url: nullable('string'),
    user_id: { type: 'integer' },
    username: { type: 'string' },
    User: userSummarySchema,
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
    can_reply: { type: 'boolean' },
    reply_error: nullable('string'),
    can_edit: { type: 'boolean' },
    can_delete: { type: 'boolean' },
    can_moderate: { type: 'boolean' },
  },
} as const;

export const attachmentSchema = {
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

export const postSchema = {
  type: 'object',
  properties: {
    post_id: { type: 'integer' },
    thread_id: { type: 'integer' },
    user_id: { type: 'integer' },
    username: { type: 'string' },
    User: userSummarySchema,
    post_date: { type: 'integer' },
    position: { type: 'integer' },
    message_html: { type: 'string' },
    message_parsed: { type: 'string' },
    attachment_key: nullable('string'),
    reaction_score: { type: 'integer' },
    message_state: { type: 'string' },
    view_url: { type: 'string' },
    reactions: {
      type: 'array',
      items: { type: 'object', properties: { reaction_id: { type: 'integer' }, count: { type: 'integer' } } },
    },
    visitor_reaction_id: nullable('integer'),
    attachments: { type: 'array', items: attachmentSchema },
    last_edit_date: nullable('integer'),
    delete_reason: nullable('string'),
    can_edit: { type: 'boolean' },
    can_delete: { type: 'boolean' },
    can_react: { type: 'boolean' },
    can_report: { type: 'boolean' },
    can_moderate: { type: 'boolean' },
  },
} as const;

export const threadPostsResponseSchema = {
  type: 'object',
  properties: {
    thread: threadSchema,
    posts: { type: 'array', items: postSchema },
    pagination: paginationSchema,
  },
} as const;

export const threadResponseSchema = {
  type: 'object',
  properties: { thread: threadSchema, first_post: postSchema },
} as const;
