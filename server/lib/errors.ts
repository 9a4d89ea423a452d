// Domain errors carry their HTTP status; the one error handler in app.ts turns them into
// `{ message, isSuccess: false, ...extra }` bodies. Services throw these, routes never build errors.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the endpoint's own failure shape, e.g. `{ status: false }` or `{ error }`. */
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to the refusal (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message: string, extra?: Record<string, unknown>) => new HttpError(401, message, extra);
export const forbidden = (message: string, extra?: Record<string, unknown>) => new HttpError(403, message, extra);
export const notFound = (message: string, extra?: Record<string, unknown>) => new HttpError(404, message, extra);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
export const tooMany = (message: string, extra?: Record<string, unknown>, headers?: Record<string, string>) =>
  new HttpError(429, message, extra, headers);
