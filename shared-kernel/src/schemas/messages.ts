/** What the site takes for an e-mail address: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why this is not an e-mail address the site takes, or undefined. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) ? undefined : MESSAGES.emailInvalid;
}

/** Validation texts. Quoted ones are spec §5 word for word; the others are ours where the spec shows none. */
export const MESSAGES = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be 3 to 50 characters',
  passwordRequired: 'Password is required',
  passwordMinimum: 'Password must contains minimum 10 characters',
  passwordDigit: 'Password must contain at least one digit',
  passwordSpecial: 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
  passwordMixedCase: 'Password must be in mixedCase',
  passwordSixAlphanumeric: 'Password must contain exactly 6 alphanumeric characters',
  passwordMatch: 'Password must match',
  dateRequired: 'Year, month and day are required',
  dateInvalid: 'Please enter a valid date',
  minimumAge: 'You must be at least 13 years old',
  privacyPolicy: 'You must agree to the privacy policy and terms',
  location: 'Select a more specific Location. State and City are required',
  captcha: 'Please verify that you are not a robot',
  nameRequired: 'Name is required',
  nameLength: 'Name must be 3 to 100 characters',
  subjectRequired: 'Subject is required',
  subjectLength: 'Subject must be at least 3 characters',
  messageRequired: 'Message is required',
  messageLength: 'Message must be at least 3 characters',
  oldPasswordRequired: 'Current password is required',
  // Event form (spec §5): the first two are the spec's words.
  eventRequired: 'Please fill out all required fields.',
  eventDateRange: 'Dates must be between the years 1970 and 9999',
  eventDatesOrder: 'Start date should be before end date',
  eventInFuture: 'The event must start in the future',
  eventRegistrationBeforeStart: 'The registration deadline should be before the start date',
  eventDetailsRequired: 'Please add the details of the event',
  eventTicketsUrl: 'The tickets URL must be a valid link (https://…)',
  eventRsvpLimit: 'The RSVP limit must be 0 (unlimited) or more',
  eventWeekDays: 'Pick the week-days the event repeats on',
  eventRepeatEnd: 'Say until when, or how many times, the event repeats',
  eventRepeatUntil: 'The last date of the series should be after the start date',
  eventTooManyOccurrences: 'A recurring event can have at most 52 occurrences',
  eventMembersFirst: 'RSVP for everyone must open before the event starts',
  eventCoordinates: 'Coordinates must be a latitude from -90 to 90 and a longitude from -180 to 180',
  eventDistance: 'The distance must be a number, 0 or more',
  // Club form (spec §5 names the rules, not their words): ours.
  clubNameRequired: 'Please enter the name of the club',
  clubNameLength: 'The club name must be 3 to 60 characters',
  clubAddressRequired: 'Please enter the full address of the club: street, city, state or province, ZIP or postal code and country',
  clubCountry: 'Clubs can only be registered at an address in the United States or Canada',
  clubPostalCode: 'Please enter a valid ZIP code (United States) or postal code (Canada)',
  clubWebsite: 'The website must be a valid link (https://…)',
  clubVin: 'A VIN is 17 letters and digits (no I, O or Q)',
  clubVinOnProfile: 'This VIN is already on your profile',
  clubRejectReason: 'Please say why the club is not approved',
  clubBanReason: 'Please say why the member is banned',
} as const;
