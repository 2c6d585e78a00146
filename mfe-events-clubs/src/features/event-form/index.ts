// The event form, for the site's events (its own page) and for a club's (the club's page puts it in
// its layout under the club's event engine).
export { EventFormPage, FormFrame as EventFormFrame, loading as eventFormLoading, LOGIN_REFUSAL, NOT_ORGANISER_REFUSAL, Refusal as EventFormRefusal } from './components/event-form-page';
export { useEventToEdit } from './api/get-event';
