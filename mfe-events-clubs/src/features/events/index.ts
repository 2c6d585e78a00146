// The events list, and what the event pages share with it: labels, text in words, option lists.
export { EventsPage } from './components/events-page';
export { attendanceText, formatInZone, KIND_LABELS, placeText, recurrenceText } from './event-text';
export { optionLabel, useOptionList, type EventListName } from './api/get-option-list';
