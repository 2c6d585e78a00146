// Membership, the store and the points programme (issue 15). PLACEHOLDER: the membership helper fills this in.
export {};
