import type { ApiErrorBody } from '@trailhead/shared-kernel/types';

/** An error the caller should see as { errors: [{ code, message }] } with this HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { errors: [{ code, message }] };
}

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const SERVER_ERROR_MESSAGE = 'Something went wrong, please try again later!';

export function notFound(message: string = NOT_FOUND_MESSAGE): ApiError {
  return new ApiError(404, 'not_found', message);
}

export function notLoggedIn(): ApiError {
  return new ApiError(401, 'not_logged_in', 'Please login in to see the content of the page.');
}
