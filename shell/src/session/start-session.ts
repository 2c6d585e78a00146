import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { DEFAULT_VEHICLE_TYPE_ID, VEHICLE_TYPE_COOKIE, VEHICLE_TYPE_COOKIE_DAYS } from '@trailhead/shared-kernel/constants';
import { LOGIN_STATE_COOKIE, type AccountStatus, type UserProfile } from '@trailhead/shared-kernel/types';
import { readCookie, writeCookie } from './cookies';

const ANONYMOUS: AccountStatus = { status: 'user_not_logged', permission: 'public', message: null, details: null };

/** Spec §4 start-up: the saved vehicle type first, then the session if the login-state cookie says there is one. */
export async function startSession(): Promise<void> {
  const savedType = Number(readCookie(VEHICLE_TYPE_COOKIE));
  bus.vehicleType$.next(Number.isInteger(savedType) && savedType >= 0 ? savedType : DEFAULT_VEHICLE_TYPE_ID);

  if (!readCookie(LOGIN_STATE_COOKIE)) {
    bus.session$.next({ status: ANONYMOUS, user: null });
    return;
  }
  try {
    const status = await apiRequest<AccountStatus>('/account');
    const user = status.permission === 'public' ? null : await apiRequest<UserProfile>('/me').catch(() => null);
    bus.session$.next({ status, user });
  } catch {
    // Spec §8: an account call without a response leaves the visitor anonymous.
    bus.session$.next({ status: ANONYMOUS, user: null });
  }
}

/** Picking a vehicle type: every remote hears it on the bus, and it survives a reload for 365 days. */
export function selectVehicleType(vehicleTypeId: number): void {
  writeCookie(VEHICLE_TYPE_COOKIE, String(vehicleTypeId), VEHICLE_TYPE_COOKIE_DAYS);
  bus.vehicleType$.next(vehicleTypeId);
}
