// One error handler for the whole server, so every failure leaves as `{ error: { code, message, details? } }`: client
// mistakes (bad JSON, validation, too large, unknown route) as 4xx with a message that helps, server faults as a
// generic 5xx whose detail goes to the log, never to the client.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiError, ApiErrorCode } from '#api/error';
import { sqlState } from './db/sql-state';
import { HttpError } from './http-error';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ErrorResponse {
  statusCode: number;
  body: ApiError;
}

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own client errors, reworded for the people who will read them. */
const frameworkErrors: Record<string, { statusCode: number; code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty, but its content type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: `The request body is larger than the ${BODY_LIMIT_BYTES / 1024 / 1024} MB limit.`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted; send application/json.',
  },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_REQUEST', message: 'The request URL is malformed.' },
};

export function apiError(code: ApiErrorCode, message: string, details?: unknown): ApiError {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export const UNSTORABLE_VALUE_MESSAGE =
  'A value in the request cannot be stored: it is out of range or not of its kind.';

export function toErrorResponse(error: unknown): ErrorResponse {
  // Class 22, "data exception": the database refused a value the request brought
  // (out of range, a NUL byte, an impossible date). Input, not a fault of ours.
  if (sqlState(error)?.startsWith('22')) {
    return { statusCode: 400, body: apiError('BAD_REQUEST', UNSTORABLE_VALUE_MESSAGE) };
  }
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: apiError(error.code, error.message, error.details) };
  }
  if (error instanceof ZodError) {
    return {
      statusCode: 400,
      body: apiError(
        'VALIDATION_FAILED',
        'The request is not valid.',
        error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      ),
    };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (fastifyError?.validation) {
    return {
      statusCode: 400,
      body: apiError(
        'VALIDATION_FAILED',
        'The request is not valid.',
        fastifyError.validation.map((issue) => ({
          path: [fastifyError.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'is not valid',
        })),
      ),
    };
  }
  const known = fastifyError?.code !== undefined ? frameworkErrors[fastifyError.code] : undefined;
  if (known) {
    return { statusCode: known.statusCode, body: apiError(known.code, known.message) };
  }
  const statusCode = fastifyError?.statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    // Client errors raised by Fastify and its plugins carry safe, useful messages.
    return {
      statusCode,
      body: apiError(codeByStatus[statusCode] ?? 'BAD_REQUEST', fastifyError?.message || 'The request is not valid.'),
    };
  }
  if (statusCode === 503) {
    return {
      statusCode,
      body: apiError('SERVICE_UNAVAILABLE', 'The service is unavailable for a moment. Please try again shortly.'),
    };
  }
  return {
    statusCode: 500,
    body: apiError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
  };
}

/** '1 MB', '3.8 MB': a limit as people read it. */
function megabytes(bytes: number): string {
  const value = bytes / 1024 / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const response = toErrorResponse(error);
  // Each route has its own limit (a signed copy's PDF takes more than a sync): the message names the route's.
  const limit = request.routeOptions.bodyLimit;
  const { statusCode, body } =
    response.body.error.code === 'PAYLOAD_TOO_LARGE' && limit
      ? {
          ...response,
          body: apiError('PAYLOAD_TOO_LARGE', `The request body is larger than the ${megabytes(limit)} limit.`),
        }
      : response;
  const context = { err: error, method: request.method, url: request.url, statusCode };
  if (statusCode >= 500) request.log.error(context, 'request failed');
  else
    request.log.info(
      { method: request.method, url: request.url, statusCode, code: body.error.code },
      body.error.message,
    );
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
