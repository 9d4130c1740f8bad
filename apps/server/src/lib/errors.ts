/** One error type for the whole server; the error handler maps codes to HTTP. */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** A service the request needs (e.g. the malware scanner) gave no answer. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For VALIDATION: field path → messages. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'Not found');
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign-in required');
export const invalid = (errors: Record<string, string[]>, message = 'One or more fields are invalid') =>
  new AppError('VALIDATION', message, errors);
export const conflict = (message: string) => new AppError('CONFLICT', message);
