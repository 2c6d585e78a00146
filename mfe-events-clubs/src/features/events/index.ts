// The events list, and what the event pages share with it: labels and text in words.
export { EventsPage } from './components/events-page';
export { attendanceText, formatInZone, KIND_LABELS, placeText, recurrenceText } from './event-text';
