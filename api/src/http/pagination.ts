import type { Pagination } from '@trailhead/shared-kernel/types';

export const PER_PAGE = 20;

export function pagination(page: number, perPage: number, total: number): Pagination {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
