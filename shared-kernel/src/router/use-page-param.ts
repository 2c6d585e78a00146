import { useSearchParams } from 'react-router-dom';

/** The ?page= of a paged list: a whole number from 1, whatever the URL holds. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Math.floor(Number(params.get('page') ?? 1));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}
