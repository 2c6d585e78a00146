// Inviting members to an event; the event page shows its organisers who is invited.
export { EventInvitePage } from './components/event-invite-page';
export { InvitedList } from './components/invited-list';
