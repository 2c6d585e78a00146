import type { AccountDetails, CustomFieldDefinition, VehicleOptionsResponse } from '@trailhead/shared-kernel/types';
import { accountDetailsResolver, toFormValues, toProfileForm, vehicleChoices, type AccountDetailsFormValues } from './account-details-form';

const FIELDS: CustomFieldDefinition[] = [
  { field_id: 'first_name', title: 'First name', description: '', field_type: 'textbox', display_group: 'personal', required: false, choices: null },
  { field_id: 'occupation', title: 'Occupation', description: '', field_type: 'textbox', display_group: 'personal', required: false, choices: null },
  { field_id: 'interests', title: 'Favourite terrain', description: '', field_type: 'checkbox', display_group: 'personal', required: false, choices: { rocks: 'Rocks', mud: 'Mud' } },
];

const DETAILS: AccountDetails = {
  user_id: 7, username: 'dana', email: 'dana@example.test', pending_email: null, first_name: 'Dana', last_name: '', show_first_last_name: true,
  city: 'Moab', state: 'UT', birth_date: '1990-04-07', timezone: 'America/Denver', about: '', website: '',
  custom_fields: { occupation: 'Welder', interests: ['rocks'] },
  vehicles: [
    { user_vehicle_id: 1, vehicle_type_id: 2, model_year_trim_id: 5, model_year: 2020, model: 'Trekker', trim: 'Sport', vin: null, is_default: false },
    { user_vehicle_id: 2, vehicle_type_id: 3, model_year_trim_id: 9, model_year: 2015, model: 'Nomad', trim: 'Base', vin: '1HGCM82633A004352', is_default: true },
  ],
  avatar_urls: { h: null }, banner_urls: { l: null }, banner_position_y: 50,
};

const OPTIONS: VehicleOptionsResponse = {
  years: [2021, 2020, 2015],
  models: [
    { model: 'Trekker', vehicle_type_id: 2, trims: [{ model_year_trim_id: 5, trim: 'Sport', years: [2021, 2020] }, { model_year_trim_id: 6, trim: 'Apex', years: [2021] }] },
    { model: 'Nomad', vehicle_type_id: 3, trims: [{ model_year_trim_id: 9, trim: 'Base', years: [2015] }] },
  ],
};

const entries = (form: FormData) => [...form.entries()].map(([name, value]) => `${name}=${String(value)}`);

describe('the account details form', () => {
  it('starts from the stored details: birth date parts, custom fields by type, vehicles and the default', () => {
    const values = toFormValues(DETAILS, FIELDS);
    expect(values.birth).toEqual({ year: '1990', month: '4', day: '7' });
    expect(values.custom_fields).toEqual({ occupation: 'Welder', interests: ['rocks'] });
    expect(values.vehicles).toEqual([
      { year: '2020', model: '2:Trekker', model_year_trim_id: '5', vin: '' },
      { year: '2015', model: '3:Nomad', model_year_trim_id: '9', vin: '1HGCM82633A004352' },
    ]);
    expect(values.default_vehicle).toBe('1');
  });

  it("sends POST /me's multipart names: empties as 'none', lists as name[], vehicles by index", () => {
    const values: AccountDetailsFormValues = { ...toFormValues(DETAILS, FIELDS), website: '', birth: { year: '', month: '', day: '' }, custom_fields: { occupation: '', interests: ['rocks', 'mud'] } };
    expect(entries(toProfileForm(values))).toEqual(
      expect.arrayContaining([
        'website=none',
        'birth_date=none',
        'custom_fields[occupation]=none',
        'custom_fields[interests][]=rocks',
        'custom_fields[interests][]=mud',
        'vehicles[1][model_year_trim_id]=9',
        'vehicles[1][vin]=1HGCM82633A004352',
        'default_vehicle=1',
        'show_first_last_name=1',
      ]),
    );
    expect(entries(toProfileForm({ ...values, vehicles: [], custom_fields: { interests: [] } }))).toEqual(expect.arrayContaining(['vehicles=none', 'custom_fields[interests]=none']));
    expect(entries(toProfileForm({ ...values, vehicles: [] })).some((entry) => entry.startsWith('default_vehicle'))).toBe(false);
  });

  it('offers the models sold in the chosen year, and the trims of that model in that year', () => {
    expect(vehicleChoices(OPTIONS, { year: '2015', model: '', model_year_trim_id: '', vin: '' }).models).toEqual([{ value: '3:Nomad', label: 'Nomad' }]);
    expect(vehicleChoices(OPTIONS, { year: '2020', model: '2:Trekker', model_year_trim_id: '', vin: '' }).trims).toEqual([{ value: '5', label: 'Sport' }]);
    expect(vehicleChoices(OPTIONS, { year: '2021', model: '2:Trekker', model_year_trim_id: '', vin: '' }).trims.map((trim) => trim.label)).toEqual(['Sport', 'Apex']);
  });

  it("checks with the shared rules and names each problem by react-hook-form's field name", async () => {
    const resolve = accountDetailsResolver(() => new Date('2026-11-24T12:00:00Z'));
    const values = toFormValues(DETAILS, FIELDS);
    const bad = {
      ...values,
      website: 'ftp://example.test',
      birth: { year: '2020', month: '1', day: '1' },
      vehicles: [{ ...values.vehicles[0], vin: 'NOT A VIN' }, { ...values.vehicles[1], model_year_trim_id: '' }],
    };
    const { errors } = await resolve(bad, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors).toMatchObject({
      website: { message: 'The website must be a link starting with http:// or https://' },
      birth: { message: 'You must be at least 13 years old' },
      vehicles: { 0: { vin: { message: 'A VIN is 17 letters and digits (no I, O or Q)' } }, 1: { model_year_trim_id: { message: 'Choose the model and trim of your vehicle' } } },
    });
    const twice = { ...values, vehicles: [{ ...values.vehicles[0], vin: '1hgcm82633a004352' }, values.vehicles[1]] };
    expect((await resolve(twice, undefined, { fields: {}, shouldUseNativeValidation: false })).errors).toMatchObject({
      vehicles: { root: { message: 'Each vehicle needs its own VIN: this one is already on your list' } },
    });
    expect((await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors).toEqual({});
  });
});
