import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { AccountDetails, CustomFieldsResponse, OptionList, VehicleOptionsResponse } from '@trailhead/shared-kernel/types';

/** GET /me/details: every field /accountDetails edits. */
export const accountDetailsQuery = () => apiQueryOptions<AccountDetails>('/me/details');
export const useAccountDetails = () => useQuery(accountDetailsQuery());

// Lists fixed for the page's life: fetched once.
const fixed = <T,>(path: string) => ({ ...apiQueryOptions<T>(path), staleTime: Infinity, gcTime: Infinity });

/** GET /custom-fields/user: the structure of the profile's custom fields. */
export const useCustomFields = () => useQuery(fixed<CustomFieldsResponse>('/custom-fields/user'));
/** GET /registration/vehicle-options: years, models and trims. */
export const useVehicleOptions = () => useQuery(fixed<VehicleOptionsResponse>('/registration/vehicle-options'));
/** GET /lists/timezones. */
export const useTimezones = () => useQuery(fixed<OptionList>('/lists/timezones'));
