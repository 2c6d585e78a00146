// PLACEHOLDER written by the lead: the member-directory helper replaces it with the real page (same export name).
export function IgnoringPage() {
  return null;
}
