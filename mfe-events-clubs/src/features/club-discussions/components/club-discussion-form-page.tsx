// PLACEHOLDER written by the lead so routes.tsx compiles while the page is built: replaced, never shipped.
export function ClubDiscussionFormPage() {
  return null;
}
