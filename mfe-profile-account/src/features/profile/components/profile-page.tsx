// PLACEHOLDER written by the lead: the profile helper replaces it with the real page (same export name).
export function ProfilePage() {
  return null;
}
