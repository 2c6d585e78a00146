// POST /me's form (spec §7: multipart profile fields, arrays as name[], 'none' becomes empty) read
// into the account details it changes, checked by the shared accountDetailsSchema (the page's form
// checks the same, with the same words), the custom fields against their structure and the vehicles
// against GET /registration/vehicle-options.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountDetailsSchema, ACCOUNT_LIMITS, ACCOUNT_MESSAGES, MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { CustomFieldDefinition } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { ApiError } from '../../http/api-error';
import { validateForm } from '../../http/form-validation';
import { canonicalTimeZone } from '../../time-zones';
import { multipartError } from '../attachments/upload-check';
import type { UploadSettings } from '../attachments/upload-settings';
import { listCustomFields } from './me.repository';

/** Custom fields stored in users columns of their own (the others in user_field_values). */
export const COLUMN_FIELDS = ['first_name', 'last_name', 'about', 'website', 'vehicle'] as const;

/** The most form fields POST /me reads (10 vehicles of 5 fields, custom fields, settings). */
const MAX_FIELDS = 200;

/** The form's fields by name, as sent: a JSON object, or the text fields of a multipart form (no files). */
export async function readProfileForm(request: FastifyRequest, settings: UploadSettings): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { files: 0, fields: MAX_FIELDS, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        part.file.resume();
        throw new ApiError(400, 'unexpected_file', 'POST /me takes no files: send the avatar to /me/avatar and the banner to /me/banner.');
      }
      const name = part.fieldname;
      // name[] repeated: a list in the order sent.
      if (name.endsWith('[]')) fields[name] = [...((fields[name] as unknown[] | undefined) ?? []), part.value];
      else fields[name] = part.value;
    }
  } catch (error) {
    throw multipartError(error, settings, 'POST /me takes no files: send the avatar to /me/avatar and the banner to /me/banner.');
  }
  return fields;
}

type Nested = Record<string, unknown>;

/**
 * Form names with brackets as nested values: `vehicles[0][vin]` → { vehicles: { 0: { vin } } },
 * `custom_fields[interests][]` → a list. A JSON body's own objects are kept as they are.
 */
export function nestFields(fields: Record<string, unknown>): Nested {
  const nested: Nested = {};
  for (const [name, value] of Object.entries(fields)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (path.some((key) => key === '__proto__' || key === 'constructor' || key === 'prototype')) {
      throw new ApiError(400, 'invalid_field', 'The form has a field name that is not allowed.');
    }
    let target: Nested = nested;
    for (let index = 0; index < path.length - 1; index++) {
      const key = path[index];
      if (path[index + 1] === '') {
        // name[]: the value(s) as a list.
        target[key] = Array.isArray(value) ? value : [value];
        target = {};
        break;
      }
      const next = target[key];
      if (!next || typeof next !== 'object' || Array.isArray(next)) target[key] = {};
      target = target[key] as Nested;
    }
    const last = path[path.length - 1];
    if (path.length === 1 || path[path.length - 1] !== '') target[last] = value;
  }
  return nested;
}

/** Spec §7: 'none' (or nothing) stands for an empty value. */
export function isNone(value: unknown): boolean {
  return value === null || (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'none'));
}

function text(nested: Nested, name: string, label = name): string | undefined {
  const value = nested[name];
  if (value === undefined) return undefined;
  if (isNone(value)) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw new ApiError(400, 'invalid_field', `The field '${label}' must be text.`);
  return String(value);
}

function flag(nested: Nested, name: string): boolean | undefined {
  const value = nested[name];
  if (value === undefined) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || isNone(value)) return false;
  throw new ApiError(400, 'invalid_field', `The field '${name}' must be 1 or 0.`);
}

export interface VehicleInput {
  vehicle_type_id: number;
  model_year_trim_id: number;
  model_year: number;
  model: string;
  trim_name: string;
  vin: string | null;
  is_default: boolean;
}

/** What POST /me changes: only the fields it was sent. */
export interface ProfileChanges {
  columns: {
    first_name?: string | null;
    last_name?: string | null;
    show_first_last_name?: boolean;
    city?: string | null;
    state?: string | null;
    birth_date?: string | null;
    birth_month_day?: string | null;
    timezone?: string;
    about?: string | null;
    website?: string | null;
    vehicle_description?: string | null;
  };
  /** Custom fields of user_field_values: id → stored text ('' removes it). */
  fieldValues: Record<string, string>;
  /** The whole new list of vehicles, when sent. */
  vehicles?: VehicleInput[];
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    // vehicles[0][...], vehicles[1][...]: in the order of their index.
    return Object.entries(value as Nested)
      .filter(([key]) => /^\d{1,3}$/.test(key))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return [];
}

function birthInput(nested: Nested): { year: unknown; month: unknown; day: unknown } | undefined {
  const dateText = nested.birth_date;
  if (dateText !== undefined) {
    if (isNone(dateText)) return { year: null, month: null, day: null };
    const match = typeof dateText === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText.trim()) : null;
    if (!match) throw new ApiError(400, 'invalid_birth_date', MESSAGES.dateInvalid);
    return { year: match[1], month: match[2], day: match[3] };
  }
  const parts = nested.birth && typeof nested.birth === 'object' ? (nested.birth as Nested) : nested;
  const [year, month, day] = [parts === nested ? 'dob_year' : 'year', parts === nested ? 'dob_month' : 'month', parts === nested ? 'dob_day' : 'day'].map((name) => parts[name]);
  if (year === undefined && month === undefined && day === undefined) return undefined;
  const part = (value: unknown) => (value === undefined || isNone(value) ? null : value);
  return { year: part(year), month: part(month), day: part(day) };
}

function customFieldValue(field: CustomFieldDefinition, value: unknown): string | string[] {
  const choices = field.choices ?? {};
  if (field.field_type === 'checkbox') {
    const picked = (Array.isArray(value) ? value : isNone(value) ? [] : [value]).filter((item) => !isNone(item));
    const unknown = picked.find((item) => typeof item !== 'string' || !(item in choices));
    if (unknown !== undefined) throw new ApiError(400, 'invalid_custom_field', `Choose ${field.title} from its list.`);
    return [...new Set(picked as string[])];
  }
  if (isNone(value)) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw new ApiError(400, 'invalid_custom_field', `${field.title} must be text.`);
  const given = String(value).trim();
  if (field.field_type === 'radio' || field.field_type === 'select') {
    if (!(given in choices)) throw new ApiError(400, 'invalid_custom_field', `Choose ${field.title} from its list.`);
    return given;
  }
  const max = field.field_type === 'textarea' ? ACCOUNT_LIMITS.customTextarea : ACCOUNT_LIMITS.customText;
  if (given.length > max) throw new ApiError(400, 'invalid_custom_field', `${field.title} may be at most ${max} characters.`);
  return given;
}

const FIELD_CODES: Record<string, string> = {
  first_name: 'invalid_name',
  last_name: 'invalid_name',
  city: 'invalid_location',
  state: 'invalid_location',
  birth: 'invalid_birth_date',
  about: 'invalid_about',
  website: 'invalid_website',
  vehicles: 'invalid_vehicle',
  default_vehicle: 'invalid_vehicle',
  // validateForm names a list item's field by its item: vehicles[0].vin → vehicles[0].
  ...Object.fromEntries(Array.from({ length: ACCOUNT_LIMITS.vehicles + 1 }, (_, index) => [`vehicles[${index}]`, 'invalid_vehicle'])),
};

/** The checked changes of POST /me's profile fields (settings are settings-fields.ts'). */
export async function checkProfileForm(db: Kysely<Database>, fields: Record<string, unknown>, today: Date): Promise<ProfileChanges> {
  const nested = nestFields(fields);
  const custom = nested.custom_fields ?? {};
  if (typeof custom !== 'object' || Array.isArray(custom)) throw new ApiError(400, 'invalid_custom_field', 'Send custom fields as custom_fields[<id>].');
  const customSent = custom as Nested;
  // The custom fields with columns of their own are the same values as the top-level fields.
  const columnText = (name: (typeof COLUMN_FIELDS)[number]) => text(nested, name) ?? text(customSent, name, `custom_fields[${name}]`);

  const input: Record<string, unknown> = {
    first_name: columnText('first_name'),
    last_name: columnText('last_name'),
    show_first_last_name: flag(nested, 'show_first_last_name'),
    about: columnText('about'),
    website: columnText('website'),
    birth: birthInput(nested),
    timezone: text(nested, 'timezone'),
  };
  if (nested.city !== undefined || nested.state !== undefined) {
    input.city = text(nested, 'city');
    input.state = text(nested, 'state');
  } else if (nested.location !== undefined) {
    // A location label "City, ST" when the parts are not sent separately.
    const label = text(nested, 'location') ?? '';
    const comma = label.lastIndexOf(',');
    const city = comma > 0 ? label.slice(0, comma).trim() : '';
    const state = comma > 0 ? label.slice(comma + 1).trim() : '';
    if (label.trim() !== '' && (!city || !state)) throw new ApiError(400, 'invalid_location', MESSAGES.location);
    input.city = city;
    input.state = state;
  }
  const vehiclesSent = nested.vehicles !== undefined;
  if (vehiclesSent) {
    const list = isNone(nested.vehicles) ? [] : listOf(nested.vehicles);
    if (list.length > ACCOUNT_LIMITS.vehicles) throw new ApiError(400, 'invalid_vehicle', ACCOUNT_MESSAGES.tooManyVehicles);
    input.vehicles = list.map((item) => {
      if (!item || typeof item !== 'object') throw new ApiError(400, 'invalid_vehicle', ACCOUNT_MESSAGES.vehicleModel);
      const vehicle = item as Nested;
      return { model_year_trim_id: vehicle.model_year_trim_id ?? null, year: vehicle.year ?? null, vin: typeof vehicle.vin === 'string' ? vehicle.vin : '' };
    });
    if (nested.default_vehicle !== undefined && !isNone(nested.default_vehicle)) input.default_vehicle = nested.default_vehicle;
  }
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];

  const checked = await validateForm(accountDetailsSchema(() => today), input, FIELD_CODES);
  const changes: ProfileChanges = { columns: {}, fieldValues: {} };
  const { columns } = changes;
  const orNull = (value: string | undefined) => (value === undefined ? undefined : value.trim() === '' ? null : value.trim());
  if (checked.first_name !== undefined) columns.first_name = orNull(checked.first_name);
  if (checked.last_name !== undefined) columns.last_name = orNull(checked.last_name);
  if (checked.show_first_last_name !== undefined) columns.show_first_last_name = checked.show_first_last_name;
  if (checked.city !== undefined) columns.city = orNull(checked.city);
  if (checked.state !== undefined) columns.state = orNull(checked.state);
  if (checked.about !== undefined) columns.about = checked.about.trim() === '' ? null : checked.about;
  if (checked.website !== undefined) columns.website = orNull(checked.website);
  if (checked.timezone !== undefined) {
    const timezone = canonicalTimeZone(checked.timezone);
    if (!timezone) throw new ApiError(400, 'invalid_timezone', `'${checked.timezone.slice(0, 64)}' is not a valid time zone.`);
    columns.timezone = timezone;
  }
  if (checked.birth !== undefined) {
    const { year, month, day } = checked.birth;
    if (year && month && day) {
      const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      columns.birth_date = `${year}-${monthDay}`;
      // Kept in step with birth_date: today's birthdays are read by it.
      columns.birth_month_day = monthDay;
    } else {
      columns.birth_date = null;
      columns.birth_month_day = null;
    }
  }

  const definitions = new Map((await listCustomFields(db)).map((field) => [field.field_id, field]));
  for (const [id, value] of Object.entries(customSent)) {
    const field = definitions.get(id);
    if (!field) throw new ApiError(400, 'invalid_custom_field', `There is no custom field '${id.slice(0, 40)}'.`);
    if ((COLUMN_FIELDS as readonly string[]).includes(id)) {
      if (id === 'vehicle') columns.vehicle_description = orNull(customFieldValue(field, value) as string);
      continue;
    }
    const checkedValue = customFieldValue(field, value);
    changes.fieldValues[id] = Array.isArray(checkedValue) ? (checkedValue.length > 0 ? JSON.stringify(checkedValue) : '') : checkedValue;
  }

  if (vehiclesSent) changes.vehicles = await checkVehicles(db, checked.vehicles ?? [], checked.default_vehicle ?? null);
  return changes;
}

async function checkVehicles(
  db: Kysely<Database>,
  vehicles: { model_year_trim_id: number; year: number; vin?: string }[],
  defaultIndex: number | null,
): Promise<VehicleInput[]> {
  if (defaultIndex !== null && defaultIndex >= vehicles.length) throw new ApiError(400, 'invalid_vehicle', 'The default vehicle must be one of your vehicles.');
  const ids = [...new Set(vehicles.map((vehicle) => vehicle.model_year_trim_id))];
  const trims = ids.length === 0 ? [] : await db.selectFrom('vehicle_trims').selectAll().where('model_year_trim_id', 'in', ids).execute();
  const byId = new Map(trims.map((trim) => [trim.model_year_trim_id, trim]));
  return vehicles.map((vehicle, index) => {
    const trim = byId.get(vehicle.model_year_trim_id);
    if (!trim) throw new ApiError(400, 'invalid_vehicle', ACCOUNT_MESSAGES.vehicleModel);
    if (vehicle.year < trim.first_year || vehicle.year > trim.last_year) throw new ApiError(400, 'invalid_vehicle', ACCOUNT_MESSAGES.vehicleYear);
    const vin = vehicle.vin?.trim().toUpperCase() || null;
    return {
      vehicle_type_id: trim.vehicle_type_id,
      model_year_trim_id: trim.model_year_trim_id,
      model_year: vehicle.year,
      model: trim.model,
      trim_name: trim.trim,
      vin,
      // The first is the default for new content unless another is named.
      is_default: index === (defaultIndex ?? 0),
    };
  });
}
