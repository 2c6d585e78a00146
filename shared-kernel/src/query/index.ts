// Server state in the browser (ARCHITECTURE §2): TanStack Query, one QueryClient for the shell and
// every remote. This entry is the one door to @tanstack/react-query, so the page gets one copy and
// one context however many remotes use it.
export {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
export { createQueryClient, queryClient } from './query-client';
export { apiAnswers, apiQueryKey, apiQueryOptions, invalidateApiQueries, pendingApiUrls, seedApiQueries, serverRenderCache, type ApiQueryKey } from './api-query';
export { useVehicleHomeUrl, useVehicleTypeFilter, vehicleHomeUrl, vehicleSlug, vehiclesQuery } from './use-vehicle-type';
