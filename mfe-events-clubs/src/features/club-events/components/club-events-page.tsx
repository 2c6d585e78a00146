// PLACEHOLDER written by the lead so routes.tsx compiles while the page is built: replaced, never shipped.
export function ClubEventsPage() {
  return null;
}
