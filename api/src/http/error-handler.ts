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

/** Every failure leaves as { errors: [{ code, message }] }; anything unexpected is logged and becomes a 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
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
