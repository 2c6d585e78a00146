/** PLACEHOLDER (issue 15 contract): the points programme's link status (GET/POST /me/fpr-status); the store helper builds it, /subscriptions shows it. */
export function PointsProgramme() {
  return null;
}
