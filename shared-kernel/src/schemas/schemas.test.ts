import { ValidationError } from 'yup';
import { contactSchema, MESSAGES, passwordSchema, registerSchema } from './index';

const errorsOf = (run: () => unknown) => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

const today = () => new Date(Date.UTC(2026, 10, 21));
const valid = {
  email: 'new@trail.example',
  username: 'dusty',
  password: 'Rock#Crawl2026',
  confirmPassword: 'Rock#Crawl2026',
  dateOfBirth: { year: 1990, month: 5, day: 17 },
  location: { label: 'Moab, UT', city: 'Moab', state: 'UT', latitude: 38.57, longitude: -109.55 },
  isPrivacyPolicy: true,
  captcha: 'solution',
};
const registerErrors = (changes: Record<string, unknown>) => errorsOf(() => registerSchema(today).validateSync({ ...valid, ...changes }, { abortEarly: false }));

describe('password (spec §5)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must contains minimum 10 characters'],
    ['Abcdefghij!', MESSAGES.passwordDigit],
    ['Abcdefghij1', MESSAGES.passwordSpecial],
    ['abcdefghij1!', 'Password must be in mixedCase'],
  ])('%j is refused with %j', (password, message) => {
    expect(errorsOf(() => passwordSchema().validateSync(password, { abortEarly: false }))).toContain(message);
  });

  it('accepts a strong password', () => {
    expect(errorsOf(() => passwordSchema().validateSync('Trailhead#2026'))).toEqual([]);
  });

  it('in the alternate mode wants exactly 6 letters or digits', () => {
    expect(errorsOf(() => passwordSchema('code').validateSync('ab12'))).toEqual(['Password must contain exactly 6 alphanumeric characters']);
    expect(errorsOf(() => passwordSchema('code').validateSync('ab12C9'))).toEqual([]);
  });
});

describe('register (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(registerErrors({})).toEqual([]);
  });

  it.each([
    [{ email: '' }, 'E-mail is required'],
    [{ email: 'not-an-email' }, 'E-mail must be valid'],
    [{ username: '' }, MESSAGES.usernameRequired],
    [{ confirmPassword: 'Other#Pass2026' }, 'Password must match'],
    [{ dateOfBirth: { year: 2001, month: 2, day: 30 } }, 'Please enter a valid date'],
    [{ dateOfBirth: { year: 2014, month: 1, day: 1 } }, MESSAGES.minimumAge],
    [{ isPrivacyPolicy: false }, 'You must agree to the privacy policy and terms'],
    [{ location: { label: 'Utah', city: '', state: 'UT' } }, 'Select a more specific Location. State and City are required'],
    [{ captcha: '' }, 'Please verify that you are not a robot'],
  ])('%j is refused with %j', (changes, message) => {
    expect(registerErrors(changes)).toContain(message);
  });

  it('counts 13 years from the birthday itself', () => {
    expect(registerErrors({ dateOfBirth: { year: 2013, month: 11, day: 21 } })).toEqual([]);
    expect(registerErrors({ dateOfBirth: { year: 2013, month: 11, day: 22 } })).toEqual([MESSAGES.minimumAge]);
  });
});

describe('contact (spec §5)', () => {
  const contact = { username: 'dusty', email: 'd@trail.example', subject: 'Hi', message: 'Hello there' };
  it('needs a subject of 3 characters and a captcha from guests only', () => {
    expect(errorsOf(() => contactSchema({ guest: true }).validateSync(contact, { abortEarly: false }))).toEqual([MESSAGES.subjectLength, MESSAGES.captcha]);
    expect(errorsOf(() => contactSchema({ guest: false }).validateSync({ ...contact, subject: 'Hi!' }))).toEqual([]);
  });

  it('limits the name to 3 to 100 characters', () => {
    expect(errorsOf(() => contactSchema({ guest: false }).validateSync({ ...contact, subject: 'Hey', username: 'x'.repeat(101) }))).toEqual([MESSAGES.nameLength]);
  });
});
