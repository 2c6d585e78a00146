// Response schemas of the posting calls (Fastify serialises with them: a field missing here is dropped).
import { paginationSchema, postSchema, threadSchema, userSummarySchema } from '../../http/response-schemas';
import { checkedBody, optionalBody } from '../../http/schemas';

export const postResponseSchema = { type: 'object', properties: { post: postSchema } } as const;

export const reactResponseSchema = {
  type: 'object',
  properties: { post: postSchema, action: { type: 'string' } },
} as const;

export const postReactionsResponseSchema = {
  type: 'object',
  properties: {
    reactions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { reaction_id: { type: 'integer' }, reaction_date: { type: 'integer' }, User: userSummarySchema },
      },
    },
    pagination: paginationSchema,
  },
} as const;

export const deleteResponseSchema = {
  type: 'object',
  properties: { hard_delete: { type: 'boolean' }, post: postSchema, thread: threadSchema },
} as const;

export const createThreadResponseSchema = {
  type: 'object',
  properties: { thread: threadSchema, post: postSchema },
} as const;

export const threadEnvelopeSchema = { type: 'object', properties: { thread: threadSchema } } as const;

/** POST /threads/{id}/watch: email 1 or 0 chooses whether new replies e-mail the member; without it a new watch follows their interaction_watch_state and a watch they have stays as it is. */
export const watchBodySchema = optionalBody('Optional.', { email: '1: e-mail me about new replies; 0: alerts only' });

export const watchResponseSchema = { type: 'object', properties: { is_watched: { type: 'boolean' }, watch_email: { type: 'boolean' } } } as const;

const draftSchema = {
  type: ['object', 'null'],
  properties: {
    node_id: { type: ['integer', 'null'] },
    thread_id: { type: ['integer', 'null'] },
    discussion_type: { type: 'string' },
    title: { type: 'string' },
    message_html: { type: 'string' },
    prefix_id: { type: ['integer', 'null'] },
    attachment_key: { type: ['string', 'null'] },
    updated_at: { type: 'integer' },
  },
} as const;

export const draftResponseSchema = { type: 'object', properties: { draft: draftSchema } } as const;

// Requests. The fields are read and checked by posting-input.ts, with messages a member can act on:
// the schemas document them and leave the checking there (see checkedBody).

/** The writes take JSON, urlencoded forms and multipart forms (text fields) alike. */
export const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

const IDEMPOTENCY = 'Idempotency-Key: a retried submit with the same key gets the first result (shared-kernel IDEMPOTENCY_HEADER).';
export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', description: IDEMPOTENCY } },
} as const;

const MESSAGE = 'HTML of the post (cleaned by an allow-list; empty is refused)';
const ATTACHMENT_KEY = 'key of the files uploaded for it (POST /attachments/new-key)';

export const replyBodySchema = checkedBody('A reply: JSON, an urlencoded form or a multipart form.', {
  thread_id: 'integer: the thread to reply to',
  message_html: MESSAGE,
  attachment_key: ATTACHMENT_KEY,
});

export const postBodySchema = checkedBody('The edited post.', { message_html: MESSAGE, attachment_key: ATTACHMENT_KEY });

export const reactBodySchema = checkedBody('Same reaction again removes it, a different one replaces it.', {
  reaction_id: 'integer: the reaction (1 Like … 6 Angry)',
});

export const reportBodySchema = checkedBody('Why the content should be looked at.', { message: 'text' });

const DELETE_FIELDS = {
  reason: 'text: why (kept with the content)',
  hard_delete: 'boolean: delete permanently (moderators)',
  author_alert: 'boolean: tell the author (moderators)',
  author_alert_reason: 'text: what the author is told',
};

/** DELETE options come as a JSON body, or as query parameters from simple clients; both are optional. */
export const deleteBodySchema = optionalBody('Optional: soft delete unless hard_delete (moderators).', DELETE_FIELDS);
export const deleteQuerySchema = { type: 'object', properties: deleteBodySchema.anyOf[0].properties } as const;

export const createThreadBodySchema = checkedBody('A new thread and its first post: JSON, an urlencoded form or a multipart form.', {
  node_id: 'integer: the forum',
  title: 'text, at most 150 characters',
  message_html: MESSAGE,
  prefix_id: 'integer or null',
  discussion_type: "one of article, discussion, event, tlg_group, redirect (default discussion)",
  attachment_key: ATTACHMENT_KEY,
});

export const updateThreadBodySchema = checkedBody('Authors change title and prefix; moderators also move, open or close, stick.', {
  title: 'text, at most 150 characters',
  prefix_id: 'integer or null',
  node_id: 'integer: move to this forum (moderators)',
  reason: 'text: why it was moved',
  discussion_open: 'boolean (moderators)',
  sticky: 'boolean (moderators)',
});

const DRAFT_PLACE = {
  thread_id: 'integer: a reply draft of this thread',
  node_id: 'integer: a new-thread draft in this forum',
  discussion_type: 'the new thread type (default discussion)',
};
export const draftQuerySchema = {
  type: 'object',
  description: 'Give thread_id (a reply draft) or node_id (a new-thread draft).',
  properties: Object.fromEntries(Object.entries(DRAFT_PLACE).map(([name, about]) => [name, { description: about }])),
} as const;
export const draftBodySchema = checkedBody('The draft and where it belongs.', {
  ...DRAFT_PLACE,
  title: 'text',
  message_html: 'HTML (cleaned like a post, may be empty)',
  prefix_id: 'integer or null',
  attachment_key: ATTACHMENT_KEY,
});
export const draftDeleteBodySchema = optionalBody('Optional: where the draft belongs, as in the query.', DRAFT_PLACE);
