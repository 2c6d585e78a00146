import { toRegisterRequest } from './register-modal';
import { completeVehicle } from './vehicle-picker';

const form = {
  email: ' dusty@trail.example ',
  username: 'dusty',
  password: 'Rock#Crawl2026',
  confirmPassword: 'Rock#Crawl2026',
  dateOfBirth: { year: 1990, month: 5, day: 7 },
  location: { label: '', city: 'Moab', state: 'UT', latitude: null, longitude: null },
  isPrivacyPolicy: true,
  isSpecialistRegistration: false,
  captcha: 'solution',
};

describe('toRegisterRequest (spec §3 wire form)', () => {
  it('sends the wire names, the birth date as YYYY-MM-DD and the location parts', () => {
    expect(toRegisterRequest(form)).toEqual({
      email: 'dusty@trail.example',
      username: 'dusty',
      password: 'Rock#Crawl2026',
      password_confirmation: 'Rock#Crawl2026',
      birth_date: '1990-05-07',
      location: 'Moab, UT',
      city: 'Moab',
      state: 'UT',
      latitude: null,
      longitude: null,
      privacy_policy_accepted: true,
      is_specialist_registered: false,
      vehicle: {},
      captcha: 'solution',
    });
  });

  it('sends a vehicle only once model, trim and year are all picked', () => {
    expect(toRegisterRequest(form, { model: 'Trekker', model_year_trim_id: 2, trim: 'Sport', year: 2021 }).vehicle).toEqual({ model: 'Trekker', model_year_trim_id: 2, trim: 'Sport', year: 2021 });
    expect(completeVehicle({ model: 'Trekker', model_year_trim_id: 2 })).toEqual({});
  });
});
