// An error a route throws on purpose, with the status and code the client
// gets; the error handler turns it into `{ error: { code, message, details } }`.
import type { ApiErrorCode } from '#api/error';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
