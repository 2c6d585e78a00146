// Tables of the attachments and live modules.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AttachmentTables {}
