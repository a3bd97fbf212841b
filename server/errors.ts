/**
 * One error type and one error handler. Client mistakes become 4xx `{message}` a person can read; a full disk is
 * logged and answered with a 503 that says so; anything else unexpected is logged and answered with a bare 500
 * that reveals nothing.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../shared/api.ts';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Omit<ErrorBody, 'message'>) => new AppError(400, message, extra);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = "You don't have access to that.", code?: string) =>
  new AppError(403, message, code ? { code } : {});
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);

/** Fastify's own client errors, worded for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

export const OUT_OF_SPACE_MESSAGE =
  'Forkcast is out of storage space right now, so nothing was saved. Please try again later.';

/**
 * Codes meaning the disk (or the database's size limit, or a quota) is full: SQLite reports SQLITE_FULL, or
 * SQLITE_IOERR_SHMSIZE when it cannot grow the WAL index; file writes (uploads, the mail outbox) fail with ENOSPC
 * or EDQUOT. Every write that hits one runs in a transaction or undoes its file, so nothing was half-written.
 */
const OUT_OF_SPACE_CODES = new Set(['SQLITE_FULL', 'SQLITE_IOERR_SHMSIZE', 'ENOSPC', 'EDQUOT']);

/** Looks through `cause` too, because a library may wrap the driver's error (Drizzle's async sessions do). */
export function isOutOfSpace(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code } = e as NodeJS.ErrnoException;
    if (code && OUT_OF_SPACE_CODES.has(code)) return true;
  }
  return false;
}

/** Turns schema errors into one sentence plus a field -> message map for forms. */
function describeValidation(
  issues: { instancePath: string; message?: string | undefined }[],
  context: string | undefined,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context || 'body';
    fields[field] ??= humanize(issue.message ?? 'is not valid.', field);
  }
  const [first] = Object.values(fields);
  return { message: first ?? 'The request is not valid.', fields };
}

/** zod's built-in messages ("Invalid input: expected string, received undefined") name no field: add it. */
function humanize(message: string, field: string): string {
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return `${field} is required.`;
  if (message.startsWith('Invalid input') || message.startsWith('Too ') || message.startsWith('Unrecognized')) {
    return `${field}: ${message}`;
  }
  return message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, fields } = describeValidation(error.validation, error.validationContext);
      return reply.code(400).send({ message, fields });
    }
    if (isOutOfSpace(error)) {
      request.log.error({ err: error }, 'out of storage space; the write was refused');
      return reply.code(503).send({ message: OUT_OF_SPACE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ?? error.message ?? 'Bad request.';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
