// The events list, and what the event pages and a club's events list share with it: labels and
// text in words, the list's filters and results.
export { EventsPage } from './components/events-page';
export { EVENT_LIST_PARAM, EventFilters, EventResults, useEventListParams, type EmptyText, type EventListParams } from './components/event-list';
export { eventsQuery, type EventsFilter } from './api/get-events';
export { attendanceText, formatInZone, KIND_LABELS, placeText, recurrenceText } from './event-text';
