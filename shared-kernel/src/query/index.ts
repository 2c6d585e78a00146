export * from './query-cache';
export * from './use-api-query';
export { queryCache } from './shared-cache';
export { useVehicleTypeFilter } from './use-vehicle-type';
