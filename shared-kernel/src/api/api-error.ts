/** Texts of spec §8's error catalogue. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong, please try again later!';
export const NO_RESPONSE_MESSAGE = 'Server not respond, please try again later!';
export const REQUEST_FAILED_MESSAGE = 'Request to server fail, please try again later!';

/** Known server codes translated to the spec's texts; anything else shows the server's message. */
export const ERROR_MESSAGES_BY_CODE: Record<string, string> = {
  wrongCredentials: 'The credentials are not correct.',
  address_must_be_unique: 'Address must be unique!',
  location_already_rated: 'This location has already been rated',
  invalidCode: 'Invalid Code',
};

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no response came back. */
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Turns a failed response into the ApiError a person should see. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (status >= 500) return new ApiError(SERVER_ERROR_MESSAGE, status, 'server_error');
  const first = (body as { errors?: { code?: string; message?: string }[] } | null)?.errors?.[0];
  const code = first?.code ?? 'unknown';
  const message = ERROR_MESSAGES_BY_CODE[code] ?? first?.message ?? SERVER_ERROR_MESSAGE;
  return new ApiError(message, status, code);
}
