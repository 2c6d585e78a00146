// What other features of the area use: the signed-in-only frame of a member's own page.
export { LOGIN_NEEDED, SignedInOnly } from './components/signed-in-only';
