import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, SERVER_ERROR_MESSAGE } from './api-error';
import { validationMessage } from './validation-message';

/** Fastify's own 4xx errors, reworded for the people who will read them. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is empty but its content-type is application/json.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This content-type is not supported: send the body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
};

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_logged_in',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

export const BUSY_MESSAGE = 'The site is busy, please try again in a few seconds.';
/** Seconds a client is asked to wait after a busy database (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * SQLITE_BUSY / SQLITE_LOCKED (and their extended codes such as SQLITE_BUSY_SNAPSHOT): another
 * connection held the lock past busy_timeout. PostgreSQL: 55P03 lock_not_available (lock_timeout,
 * NOWAIT), 57014 query_canceled (statement_timeout), 40001 serialization failure and 40P01 deadlock
 * (the transaction was rolled back). Nothing was written; the same request can simply be sent again.
 */
const BUSY_CODES = /^(SQLITE_BUSY|SQLITE_LOCKED)(_[A-Z]+)?$|^(55P03|57014|40001|40P01)$/;

export function isDatabaseBusy(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && BUSY_CODES.test(code);
}

/** Every failure leaves as { errors: [{ code, message }] }; anything unexpected is logged and becomes a 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (isDatabaseBusy(error)) {
    // A lock held elsewhere (a backup, a migration, a long transaction) is not a bug: say when to come back.
    request.log.warn({ err: error }, 'database busy');
    void reply.status(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send(errorBody('site_busy', BUSY_MESSAGE));
    return;
  }
  if (error instanceof ApiError) {
    void reply.status(error.statusCode).send(errorBody(error.code, error.message));
    return;
  }
  if (error.validation && error.validation.length > 0) {
    const context = error.validationContext ?? 'body';
    const code = context === 'body' ? 'invalid_field' : 'invalid_parameter';
    void reply.status(400).send(errorBody(code, validationMessage(error.validation[0], context)));
    return;
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    void reply
      .status(status)
      .send(errorBody(known?.code ?? STATUS_CODES[status] ?? 'bad_request', known?.message ?? error.message));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send(errorBody('server_error', SERVER_ERROR_MESSAGE));
}
