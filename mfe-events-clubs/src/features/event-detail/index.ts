// An event's page (the site's /events/{id}, and a club's under its event engine).
export { EventPage } from './components/event-page';
