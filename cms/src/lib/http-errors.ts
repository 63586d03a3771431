/**
 * The one error shape of every API surface (DESIGN §2):
 * `{ error: { status, name, message, details? } }`, with `message` in the request's locale.
 *
 * Controllers throw an {@link ApiError}; the `global::role-surface` middleware turns it into the
 * response, so nothing else formats errors.
 */
export class ApiError extends Error {
  /**
   * @param status - HTTP status (4xx for user errors)
   * @param name - stable machine name, e.g. `ValidationError`, `NotFoundError`
   * @param message - human message, already translated
   * @param details - optional structured details, e.g. `{ fieldErrors: { email: ['…'] } }`
   */
  constructor(
    public readonly status: number,
    public readonly name: string,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The JSON body sent to the client. */
  toBody() {
    return { error: { status: this.status, name: this.name, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

export const notFound = (message: string) => new ApiError(404, 'NotFoundError', message);
export const badRequest = (message: string, details?: Record<string, unknown>) => new ApiError(400, 'ValidationError', message, details);
export const unauthorized = (message: string) => new ApiError(401, 'UnauthorizedError', message);
