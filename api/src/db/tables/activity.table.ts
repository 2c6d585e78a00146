// Tables of the activity module (profile posts, follows).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ActivityTables {}
