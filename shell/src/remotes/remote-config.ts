import { parseRemotesJson, type RemoteDescriptor } from '@trailhead/shared-kernel/remotes';

export type { RemoteDescriptor, RemoteTarget } from '@trailhead/shared-kernel/remotes';

/** Fetched fresh on every start so that a release or rollback is picked up by a reload. */
export async function fetchRemoteDescriptors(fetchImpl: typeof fetch = fetch): Promise<RemoteDescriptor[]> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return [];
    return parseRemotesJson(await response.json());
  } catch {
    return [];
  }
}
