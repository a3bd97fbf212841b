/**
 * The one HTTP client. Failures every screen would handle the same way are handled here, once:
 * an ended session, a forbidden page and an unreachable server. Forms read the rest with `serverError`.
 */
import ky, { HTTPError, type Input } from 'ky';
import { toast } from 'react-toastify';
import { navigate } from 'wouter/use-browser-location';
import { errorBody, type ErrorBody } from '../../shared/api.ts';
import { ROLE_HOME } from '../../shared/constants.ts';
import { SIGNED_OUT, sessionAtom } from '../features/auth/session.ts';
import { store } from './store.ts';

const REQUEST_TIMEOUT_MS = 15_000;
const UNREACHABLE_MESSAGE = "Can't reach the restaurant's server. Check your connection and try again.";
const NO_ACCESS_MESSAGE = "You don't have access to that.";
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please login to continue.';
const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

// A 401 from these means wrong credentials or an unverified account, not an ended session.
const CREDENTIAL_PATHS = ['/api/auth/login', '/api/register/'];

/** The server could not be reached (no network, refused, timed out); the user has already been told. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** Errors this module has already acted on, so forms do not report them a second time. */
const handledErrors = new WeakSet<Error>();

async function fetchReportingFailures(input: Input, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const callerSignal = input instanceof Request ? input.signal : init?.signal;
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  try {
    return await fetch(input, { ...init, signal });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (!(error instanceof TypeError) && !timedOut) throw error;
    // One toast however many requests fail together.
    toast.error(UNREACHABLE_MESSAGE, { toastId: 'unreachable' });
    throw new NetworkError(UNREACHABLE_MESSAGE, { cause: error });
  }
}

async function actOnAccessErrors(error: HTTPError): Promise<HTTPError> {
  const { status } = error.response;
  const path = new URL(error.request.url).pathname;
  if (status === 401 && !CREDENTIAL_PATHS.some((prefix) => path.startsWith(prefix))) {
    // The route guard sends a signed-out visitor to /login.
    if (store.get(sessionAtom).status === 'signed-in') toast.info(SESSION_ENDED_MESSAGE, { toastId: 'session-ended' });
    store.set(sessionAtom, SIGNED_OUT);
    handledErrors.add(error);
  } else if (status === 403 && (await readErrorBody(error)).code !== 'EMAIL_NOT_VERIFIED') {
    toast.error(NO_ACCESS_MESSAGE, { toastId: 'no-access' });
    const session = store.get(sessionAtom);
    navigate(session.status === 'signed-in' ? ROLE_HOME[session.user.role] : '/login', { replace: true });
    handledErrors.add(error);
  }
  return error;
}

export const api = ky.create({
  prefixUrl: '/api',
  credentials: 'include',
  headers: { accept: 'application/json' },
  // No silent retries: the user hears about a failure at once and chooses to try again.
  retry: 0,
  // The timeout lives in fetchReportingFailures, so a timed-out request is reported like any other unreachable server.
  timeout: false,
  fetch: fetchReportingFailures,
  hooks: { beforeError: [actOnAccessErrors] },
});

async function readErrorBody(error: HTTPError): Promise<ErrorBody> {
  // A clone, so the body can be read again by whoever reads it next.
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const parsed = errorBody.safeParse(body);
  return parsed.success ? parsed.data : { message: UNEXPECTED_MESSAGE };
}

/**
 * What the server said about a failed call (`{message, fields?, code?}`), for a form to show.
 * Undefined when the user has already been told (unreachable server, ended session, no access).
 */
export async function serverError(error: unknown): Promise<ErrorBody | undefined> {
  if (error instanceof NetworkError || (error instanceof Error && handledErrors.has(error))) return undefined;
  if (error instanceof HTTPError) return readErrorBody(error);
  console.error(error);
  return { message: UNEXPECTED_MESSAGE };
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}
