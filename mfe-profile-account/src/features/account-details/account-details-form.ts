// The /accountDetails form's values, how they come from GET /me/details and go to POST /me (a
// multipart form, spec §7: arrays as name[], 'none' empties a field), and the resolver that checks
// them with the shared accountDetailsSchema (the API checks the same, with the same words).
import type { FieldErrors, Resolver } from 'react-hook-form';
import { accountDetailsSchema } from '@trailhead/shared-kernel/schemas';
import type { AccountDetails, CustomFieldDefinition, VehicleOptionsResponse } from '@trailhead/shared-kernel/types';

export interface VehicleFormValue {
  year: string;
  /** `${vehicle_type_id}:${model}`: models are named per vehicle type. */
  model: string;
  model_year_trim_id: string;
  vin: string;
}

export interface AccountDetailsFormValues {
  first_name: string;
  last_name: string;
  show_first_last_name: boolean;
  city: string;
  state: string;
  birth: { year: string; month: string; day: string };
  timezone: string;
  about: string;
  website: string;
  custom_fields: Record<string, string | string[]>;
  vehicles: VehicleFormValue[];
  /** The index of the default vehicle, as text (a radio group's value). */
  default_vehicle: string;
}

/** The custom fields with a form field of their own on the page (they are users columns). */
export const OWN_FIELDS = new Set(['first_name', 'last_name', 'about', 'website']);

export const modelKey = (vehicleTypeId: number | null, model: string) => `${vehicleTypeId ?? 0}:${model}`;

export const emptyVehicle = (): VehicleFormValue => ({ year: '', model: '', model_year_trim_id: '', vin: '' });

export function toFormValues(details: AccountDetails, fields: CustomFieldDefinition[]): AccountDetailsFormValues {
  const [year = '', month = '', day = ''] = details.birth_date ? details.birth_date.split('-').map((part) => String(Number(part))) : [];
  const custom: Record<string, string | string[]> = {};
  for (const field of fields) {
    if (OWN_FIELDS.has(field.field_id)) continue;
    const value = details.custom_fields[field.field_id];
    custom[field.field_id] = field.field_type === 'checkbox' ? (Array.isArray(value) ? value : value ? [value] : []) : Array.isArray(value) ? value.join(', ') : (value ?? '');
  }
  const defaultIndex = details.vehicles.findIndex((vehicle) => vehicle.is_default);
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    show_first_last_name: details.show_first_last_name,
    city: details.city,
    state: details.state,
    birth: { year, month, day },
    timezone: details.timezone,
    about: details.about,
    website: details.website,
    custom_fields: custom,
    vehicles: details.vehicles.map((vehicle) => ({
      year: vehicle.model_year ? String(vehicle.model_year) : '',
      model: vehicle.model_year_trim_id ? modelKey(vehicle.vehicle_type_id, vehicle.model) : '',
      model_year_trim_id: vehicle.model_year_trim_id ? String(vehicle.model_year_trim_id) : '',
      vin: vehicle.vin ?? '',
    })),
    default_vehicle: String(Math.max(0, defaultIndex)),
  };
}

/** POST /me's multipart form for these values; an empty value is sent as 'none' so it is cleared. */
export function toProfileForm(values: AccountDetailsFormValues): FormData {
  const form = new FormData();
  const text = (name: string, value: string) => form.append(name, value.trim() === '' ? 'none' : value);
  text('first_name', values.first_name);
  text('last_name', values.last_name);
  form.append('show_first_last_name', values.show_first_last_name ? '1' : '0');
  text('city', values.city);
  text('state', values.state);
  const { year, month, day } = values.birth;
  if (year && month && day) {
    form.append('dob_year', year);
    form.append('dob_month', month);
    form.append('dob_day', day);
  } else {
    form.append('birth_date', 'none');
  }
  form.append('timezone', values.timezone);
  text('about', values.about);
  text('website', values.website);
  for (const [id, value] of Object.entries(values.custom_fields)) {
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(`custom_fields[${id}]`, 'none');
      for (const choice of value) form.append(`custom_fields[${id}][]`, choice);
    } else {
      text(`custom_fields[${id}]`, value);
    }
  }
  if (values.vehicles.length === 0) form.append('vehicles', 'none');
  values.vehicles.forEach((vehicle, index) => {
    form.append(`vehicles[${index}][model_year_trim_id]`, vehicle.model_year_trim_id);
    form.append(`vehicles[${index}][year]`, vehicle.year);
    form.append(`vehicles[${index}][vin]`, vehicle.vin.trim());
  });
  if (values.vehicles.length > 0) form.append('default_vehicle', values.default_vehicle || '0');
  return form;
}

/** The years a trim was sold, the models sold in a year, the trims of a model in a year. */
export function vehicleChoices(options: VehicleOptionsResponse | undefined, vehicle: VehicleFormValue) {
  const models = options?.models ?? [];
  const year = Number(vehicle.year);
  const soldIn = (trim: { years: number[] }) => !vehicle.year || trim.years.includes(year);
  const modelsOfYear = models.filter((model) => model.trims.some(soldIn));
  const model = models.find((candidate) => modelKey(candidate.vehicle_type_id, candidate.model) === vehicle.model);
  return {
    years: options?.years ?? [],
    models: modelsOfYear.map((candidate) => ({ value: modelKey(candidate.vehicle_type_id, candidate.model), label: candidate.model })),
    trims: (model?.trims ?? []).filter(soldIn).map((trim) => ({ value: String(trim.model_year_trim_id), label: trim.trim })),
  };
}

/** A yup path (vehicles[1].vin) as react-hook-form's field name (vehicles.1.vin). */
export const fieldNameOf = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

function setAt(target: Record<string, unknown>, name: string, value: unknown) {
  const keys = name.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] ??= value;
}

/** Checks the values with the shared schema; each field's first problem, nested as react-hook-form reads them. */
export function accountDetailsResolver(today: () => Date = () => new Date()): Resolver<AccountDetailsFormValues> {
  return async (values) => {
    try {
      await accountDetailsSchema(today).validate({ ...values, default_vehicle: values.vehicles.length > 0 ? values.default_vehicle : null }, { abortEarly: false });
      return { values, errors: {} };
    } catch (error) {
      const errors: Record<string, unknown> = {};
      for (const problem of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
        if (!problem.path) continue;
        // A list's own rule (a VIN twice) reads as an error of the list: shown above it.
        const name = problem.path === 'vehicles' ? 'vehicles.root' : fieldNameOf(problem.path);
        setAt(errors, name, { type: 'validate', message: problem.message });
      }
      return { values: {}, errors: errors as FieldErrors<AccountDetailsFormValues> };
    }
  };
}

/** The field a refused save's error code points at (its message shows there too). */
export const FIELD_OF_CODE: Record<string, keyof AccountDetailsFormValues | 'vehicles.root'> = {
  invalid_name: 'first_name',
  invalid_location: 'city',
  invalid_birth_date: 'birth',
  invalid_timezone: 'timezone',
  invalid_about: 'about',
  invalid_website: 'website',
  invalid_vehicle: 'vehicles.root',
};
