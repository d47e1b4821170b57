/** An error answered as Medusa does: `{ type, message }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly type:
      | 'invalid_data'
      | 'not_found'
      | 'unauthorized'
      | 'not_allowed'
      | 'conflict'
      | 'payload_too_large'
      | 'unexpected_state',
    message: string,
    /** Extra response headers (e.g. `retry-after`). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'invalid_data', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'not_allowed', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
