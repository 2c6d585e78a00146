import type { EventDetail, EventFormPayload, EventKind, EventVisibility, RecurrencePattern, WeekDay } from '@trailhead/shared-kernel/types';
import { utcSecondsToZoned, zonedToUtcSeconds } from './zoned-time';

/** A member named on the event, as the pickers keep them (the id is what is sent). */
export interface PickedMember {
  user_id: number;
  username: string;
}

export interface PickedOfficial extends PickedMember {
  official_type: string;
}

/**
 * What the form's inputs hold: text as typed, dates as wall-clock time in the event's time zone.
 * toEventPayload turns it into what POST /events takes.
 */
export interface EventFormValues {
  title: string;
  description: string;
  kind: EventKind | '';
  timezone: string;
  start_local: string;
  end_local: string;
  registration_local: string;
  region: string;
  location_name: string;
  address: string;
  city: string;
  state: string;
  latitude: string;
  longitude: string;
  terrain_type: string;
  difficulty_level: string;
  distance: string;
  distance_unit: string;
  communication_channel: string;
  tickets_url: string;
  rigs_no: string;
  vehicle_type_id: string;
  visibility: EventVisibility;
  members_first: boolean;
  members_first_local: string;
  recurrence_pattern: RecurrencePattern | '';
  recurrence_interval: string;
  recurrence_days: WeekDay[];
  recurrence_end: 'until' | 'count';
  recurrence_until_local: string;
  recurrence_count: string;
  organizers: PickedMember[];
  sponsors: PickedMember[];
  admins: PickedMember[];
  officials: PickedOfficial[];
}

/** Which form input shows the message of each payload field the shared schema checks. */
export const FIELD_OF_PAYLOAD: Partial<Record<keyof EventFormPayload, keyof EventFormValues>> = {
  start_date: 'start_local',
  end_date: 'end_local',
  registration_deadline: 'registration_local',
  members_first_until: 'members_first_local',
  recurrence_until: 'recurrence_until_local',
};

export function emptyEventForm(defaults: { timezone: string; kind?: EventKind | ''; region?: string; distanceUnit?: string }): EventFormValues {
  return {
    title: '',
    description: '',
    kind: defaults.kind ?? '',
    timezone: defaults.timezone,
    start_local: '',
    end_local: '',
    registration_local: '',
    region: defaults.region ?? '',
    location_name: '',
    address: '',
    city: '',
    state: '',
    latitude: '',
    longitude: '',
    terrain_type: '',
    difficulty_level: '',
    distance: '',
    distance_unit: defaults.distanceUnit ?? 'mi',
    communication_channel: '',
    tickets_url: '',
    rigs_no: '',
    vehicle_type_id: '0',
    visibility: 'everyone',
    members_first: false,
    members_first_local: '',
    recurrence_pattern: '',
    recurrence_interval: '1',
    recurrence_days: [],
    recurrence_end: 'count',
    recurrence_until_local: '',
    recurrence_count: '',
    organizers: [],
    sponsors: [],
    admins: [],
    officials: [],
  };
}

const picked = ({ user_id, username }: PickedMember): PickedMember => ({ user_id, username });
const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** An event from GET /events/{id} as the form shows it (times on the event's own clock). */
export function eventToFormValues(event: EventDetail): EventFormValues {
  const zone = event.timezone;
  const at = (seconds: number | null) => (seconds === null ? '' : utcSecondsToZoned(seconds, zone));
  const recurrence = event.recurrence;
  return {
    title: event.title,
    description: event.description,
    kind: event.kind,
    timezone: zone,
    start_local: at(event.start_date),
    end_local: at(event.end_date),
    registration_local: at(event.registration_deadline),
    region: event.region,
    location_name: event.location_name,
    address: text(event.address),
    city: text(event.city),
    state: text(event.state),
    latitude: numberText(event.latitude),
    longitude: numberText(event.longitude),
    terrain_type: text(event.terrain_type),
    difficulty_level: text(event.difficulty_level),
    distance: numberText(event.distance),
    distance_unit: event.distance_unit ?? 'mi',
    communication_channel: text(event.communication_channel),
    tickets_url: text(event.tickets_url),
    rigs_no: event.rigs_no > 0 ? String(event.rigs_no) : '',
    vehicle_type_id: String(event.vehicle_type_id),
    visibility: event.visibility,
    members_first: event.members_first_until !== null,
    members_first_local: at(event.members_first_until),
    recurrence_pattern: recurrence?.pattern ?? '',
    recurrence_interval: String(recurrence?.interval ?? 1),
    recurrence_days: recurrence?.recurrence_days ?? [],
    recurrence_end: recurrence?.until_date ? 'until' : 'count',
    recurrence_until_local: recurrence?.until_date ? at(recurrence.until_date).slice(0, 10) : '',
    recurrence_count: numberText(recurrence?.count),
    organizers: event.organizers.map(picked),
    sponsors: event.sponsors.map(picked),
    admins: event.admins.map(picked),
    officials: event.officials.map((official) => ({ ...picked(official), official_type: official.official_type })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A typed number: '' is "not given"; anything else is passed on for the schema to judge. */
const typedNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const endOfDay = (date: string, zone: string) => {
  const start = zonedToUtcSeconds(`${date}T23:59`, zone);
  return start === null ? null : start + 59;
};

/**
 * The form as POST /events takes it (spec §5): dates in UTC seconds read on the event's clock,
 * an empty RSVP limit and vehicle type 0 as 0, the members as ids.
 */
export function toEventPayload(values: EventFormValues): EventFormPayload {
  const zone = values.timezone;
  const at = (local: string) => (local ? zonedToUtcSeconds(local, zone) : null);
  const repeats = values.recurrence_pattern !== '';
  return {
    title: values.title.trim(),
    description: values.description,
    kind: values.kind as EventKind,
    start_date: at(values.start_local) as number,
    end_date: at(values.end_local) as number,
    timezone: zone,
    registration_deadline: at(values.registration_local),
    region: values.region,
    location_name: values.location_name.trim(),
    address: orNull(values.address),
    city: orNull(values.city),
    state: orNull(values.state),
    latitude: typedNumber(values.latitude),
    longitude: typedNumber(values.longitude),
    terrain_type: orNull(values.terrain_type),
    difficulty_level: orNull(values.difficulty_level),
    distance: typedNumber(values.distance),
    distance_unit: values.distance.trim() === '' ? null : orNull(values.distance_unit),
    communication_channel: orNull(values.communication_channel),
    tickets_url: orNull(values.tickets_url),
    rigs_no: values.rigs_no.trim() === '' ? 0 : Number(values.rigs_no.trim()),
    vehicle_type_id: Number(values.vehicle_type_id) || 0,
    visibility: values.visibility,
    members_first_until: values.members_first ? at(values.members_first_local) : null,
    recurrence_pattern: values.recurrence_pattern,
    recurrence_interval: repeats ? Number(values.recurrence_interval) || 1 : 1,
    recurrence_days: values.recurrence_pattern === 'weekly' ? values.recurrence_days : [],
    recurrence_until: repeats && values.recurrence_end === 'until' && values.recurrence_until_local ? endOfDay(values.recurrence_until_local, zone) : null,
    recurrence_count: repeats && values.recurrence_end === 'count' ? typedNumber(values.recurrence_count) : null,
    organizers: values.organizers.map((member) => member.user_id),
    sponsors: values.sponsors.map((member) => member.user_id),
    admins: values.admins.map((member) => member.user_id),
    officials: values.officials.map(({ user_id, official_type }) => ({ user_id, official_type })),
  };
}
