// Reading the event form (POST /events, POST /events/{id}): JSON, urlencoded and multipart bodies
// alike, arrays as `name[]` (or repeated names, or JSON text), officials as `officials[0][user_id]`.
// The fields are checked by shared-kernel's eventSchema (the browser's form runs the same rules,
// with the same words), then against the option lists and the members table; the description is
// cleaned by the forum's sanitiser. Every refusal is a 400 before anything is written.
import type { Insertable, Kysely } from 'kysely';
import { eventSchema, MESSAGES, type EventForm } from '@trailhead/shared-kernel/schemas';
import type { Database } from '../../db/tables';
import type { EventPersonRole, EventsTable } from '../../db/tables/events-clubs.table';
import { ApiError } from '../../http/api-error';
import { validateForm } from '../../http/form-validation';
import { OPTION_LISTS, TIMEZONES } from '../lists/option-lists';
import { cleanMessage, type CleanMessage } from '../posting/post-html';
import { MESSAGE_MAX_LENGTH } from '../posting/posting-input';
import type { EventListRow } from './events.repository';
import { isTimeZone, type RecurrenceRule } from './recurrence';

type Db = Kysely<Database>;
type Body = Record<string, unknown>;

const badRequest = (code: string, message: string) => new ApiError(400, code, message);

/** Fields that hold lists. */
const ARRAY_FIELDS = ['organizers', 'sponsors', 'admins', 'officials', 'recurrence_days'];
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `officials[0][user_id]` → ['officials', '0', 'user_id']; `organizers[]` → ['organizers', '']. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
}

function put(target: Record<string, unknown>, path: string[], value: unknown): void {
  if (path.some((segment) => FORBIDDEN_KEYS.has(segment))) return;
  const [head, ...rest] = path;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  if (rest[0] === '' && rest.length === 1) {
    const list = Array.isArray(target[head]) ? (target[head] as unknown[]) : [];
    target[head] = [...list, ...(Array.isArray(value) ? value : [value])];
    return;
  }
  const child = target[head] && typeof target[head] === 'object' && !Array.isArray(target[head]) ? (target[head] as Record<string, unknown>) : {};
  target[head] = child;
  put(child, rest, value);
}

/** An object keyed 0, 1, … (from `officials[0][…]`) as the array it stands for. */
function asList(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        throw badRequest('invalid_field', 'A list field holds JSON that cannot be read.');
      }
    }
    return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.every(([key]) => /^\d+$/.test(key))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return [value];
}

/** The form's fields as one plain object, whatever the body's encoding was. */
export function formFields(body: unknown): Body {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('invalid_body', 'The event form must be sent as JSON, an urlencoded form or a multipart form.');
  }
  const fields: Body = {};
  for (const [key, value] of Object.entries(body as Body)) put(fields, keyPath(key), value);
  for (const name of ARRAY_FIELDS) if (name in fields) fields[name] = asList(fields[name]);
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'officials') {
      const officials = value as unknown[];
      if (!officials.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item) && Object.values(item).every(isScalar))) {
        throw badRequest('invalid_field', 'officials must be a list of { user_id, official_type }.');
      }
    } else if (ARRAY_FIELDS.includes(name)) {
      if (!(value as unknown[]).every(isScalar)) throw badRequest('invalid_field', `${name} must be a list of values.`);
    } else if (!isScalar(value)) {
      throw badRequest('invalid_field', `${name} must be text or a number.`);
    }
  }
  return fields;
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** An urlencoded body with repeated names kept as lists (organizers[]=1&organizers[]=2). */
export function parseUrlencoded(text: string): Body {
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const earlier = body[key];
    body[key] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return body;
}

const FIELD_CODES: Record<string, string> = {
  title: 'invalid_title',
  description: 'invalid_description',
  start_date: 'invalid_dates',
  end_date: 'invalid_dates',
  registration_deadline: 'invalid_dates',
  tickets_url: 'invalid_tickets_url',
  rigs_no: 'invalid_rsvp_limit',
};

export interface PersonInput {
  user_id: number;
  role: EventPersonRole;
  official_type: string | null;
}

/** A checked form: the event's columns, its recurrence, the people named on it. */
export interface EventInput {
  values: Omit<Insertable<EventsTable>, 'user_id' | 'created_at' | 'club_id'>;
  description: CleanMessage;
  recurrence: RecurrenceRule | null;
  people: PersonInput[];
  applyTo: 'this' | 'following';
}

function checkOption(list: string, value: string | null | undefined, field: string): void {
  if (value === null || value === undefined || value === '') return;
  const values = OPTION_LISTS[list]({ withEveryone: true, defaultTimezone: 'UTC' }).values;
  if (!(value in values)) throw badRequest('invalid_option', `${field} must be one of: ${Object.keys(values).join(', ')}.`);
}

const orNull = <T>(value: T | undefined | null | ''): T | null => (value === undefined || value === '' ? null : value);

/** The form as an existing event holds it (an edit sends what changes; the rest stays). */
export function formOfEvent(event: EventListRow, people: PersonInput[]): Body {
  const ids = (role: EventPersonRole) => people.filter((p) => p.role === role).map((p) => p.user_id);
  return {
    title: event.title,
    description: event.description,
    kind: event.kind,
    start_date: event.start_date,
    end_date: event.end_date,
    timezone: event.timezone,
    registration_deadline: event.registration_deadline,
    region: event.region,
    location_name: event.location_name,
    address: event.address,
    city: event.city,
    state: event.state,
    latitude: event.latitude,
    longitude: event.longitude,
    terrain_type: event.terrain_type,
    difficulty_level: event.difficulty_level,
    distance: event.distance,
    distance_unit: event.distance_unit,
    communication_channel: event.communication_channel,
    tickets_url: event.tickets_url,
    rigs_no: event.rigs_no,
    vehicle_type_id: event.vehicle_type_id,
    visibility: event.visibility,
    members_first_until: event.members_first_until,
    organizers: ids('organizer'),
    sponsors: ids('sponsor'),
    admins: ids('admin'),
    officials: people.filter((p) => p.role === 'official').map((p) => ({ user_id: p.user_id, official_type: p.official_type ?? '' })),
  };
}

/**
 * Checks a form. `current`: the event being edited (its start may stay in the past); `creatorId`
 * is named as an organizer of a new event.
 */
export async function readEventForm(db: Db, body: Body, options: { now: number; current?: EventListRow; creatorId?: number }): Promise<EventInput> {
  const description = body.description;
  if (typeof description === 'string' && description.length > MESSAGE_MAX_LENGTH) {
    throw badRequest('invalid_description', `The description is too long: at most ${MESSAGE_MAX_LENGTH} characters of HTML.`);
  }
  const startUnchanged = options.current !== undefined && Number(body.start_date) === options.current.start_date;
  const form: EventForm = await validateForm(eventSchema({ now: options.now, startUnchanged }), body, FIELD_CODES);

  checkOption('event-types', form.kind, 'kind');
  checkOption('regions', form.region, 'region');
  if (!(form.timezone in TIMEZONES) || !isTimeZone(form.timezone)) {
    throw badRequest('invalid_option', `timezone must be one of: ${Object.keys(TIMEZONES).join(', ')}.`);
  }
  checkOption('terrain-type', form.terrain_type, 'terrain_type');
  checkOption('communication-channel', form.communication_channel, 'communication_channel');
  checkOption('difficulty-level', form.difficulty_level, 'difficulty_level');
  checkOption('distance-unit', form.distance_unit, 'distance_unit');
  checkOption('visibility-options', form.visibility, 'visibility');
  for (const official of form.officials ?? []) checkOption('official-type', official.official_type, 'official_type');

  const cleaned = cleanMessage(form.description);
  if (cleaned.isEmpty) throw badRequest('invalid_description', MESSAGES.eventDetailsRequired);

  if (form.vehicle_type_id > 0) {
    const vehicle = await db.selectFrom('vehicle_types').select('vehicle_type_id').where('vehicle_type_id', '=', form.vehicle_type_id).executeTakeFirst();
    if (!vehicle) throw badRequest('invalid_vehicle_type', 'No vehicle types found');
  }

  const people: PersonInput[] = [];
  const add = (user_id: number, role: EventPersonRole, official_type: string | null = null) => {
    if (!people.some((p) => p.user_id === user_id && p.role === role)) people.push({ user_id, role, official_type });
  };
  if (options.creatorId !== undefined) add(options.creatorId, 'organizer');
  for (const id of form.organizers ?? []) add(id, 'organizer');
  for (const id of form.sponsors ?? []) add(id, 'sponsor');
  for (const id of form.admins ?? []) add(id, 'admin');
  for (const official of form.officials ?? []) add(official.user_id, 'official', official.official_type);
  const named = [...new Set(people.map((p) => p.user_id))];
  if (named.length > 0) {
    const found = await db.selectFrom('users').select('user_id').where('user_id', 'in', named).execute();
    const known = new Set(found.map((row) => row.user_id));
    const missing = named.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest('unknown_user', `no user found (user_id ${missing})`);
  }

  const recurrence: RecurrenceRule | null = form.recurrence_pattern
    ? {
        pattern: form.recurrence_pattern,
        interval: form.recurrence_interval,
        weekDays: form.recurrence_days,
        until: orNull(form.recurrence_until),
        count: orNull(form.recurrence_count),
      }
    : null;

  const online = form.kind === 'online';
  return {
    values: {
      title: form.title,
      description: cleaned.html,
      kind: form.kind,
      start_date: form.start_date,
      end_date: form.end_date,
      timezone: form.timezone,
      registration_deadline: orNull(form.registration_deadline),
      region: form.region,
      location_name: form.location_name || (online ? 'Online' : ''),
      address: orNull(form.address),
      city: orNull(form.city),
      state: orNull(form.state),
      latitude: orNull(form.latitude),
      longitude: orNull(form.longitude),
      terrain_type: orNull(form.terrain_type),
      difficulty_level: orNull(form.difficulty_level),
      distance: orNull(form.distance),
      distance_unit: orNull(form.distance_unit),
      communication_channel: orNull(form.communication_channel),
      tickets_url: orNull(form.tickets_url),
      rigs_no: form.rigs_no,
      vehicle_type_id: form.vehicle_type_id,
      visibility: form.visibility ?? 'everyone',
      members_first_until: orNull(form.members_first_until),
    },
    description: cleaned,
    recurrence,
    people,
    applyTo: form.apply_to ?? 'this',
  };
}
