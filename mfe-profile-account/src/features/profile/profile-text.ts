import type { MemberProfile, UserVehicle } from '@trailhead/shared-kernel/types';

/** "2021 Trekker Rubicon", the type's name when the model does not say it. */
export function vehicleName(vehicle: UserVehicle): string {
  return [vehicle.model_year, vehicle.model || vehicle.vehicle_type_title, vehicle.trim].filter((part) => part !== null && part !== '').join(' ');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The birthday as the member shows it: "March 14" or "March 14, 1988". */
export function birthdayText(birthday: NonNullable<MemberProfile['birthday']>): string {
  const day = `${MONTHS[birthday.month - 1] ?? ''} ${birthday.day}`;
  return birthday.year ? `${day}, ${birthday.year}` : day;
}

/** A member's website as a link: http(s) only, never javascript: or the like. */
export function websiteHref(website: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
