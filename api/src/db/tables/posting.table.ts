// Tables of the posting module (watches, drafts, reports, idempotency keys, deletion log).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PostingTables {}
