import { toast } from 'react-toastify';
import { serverError } from '../../lib/api.ts';
import { store } from '../../lib/store.ts';
import { fetchCurrentUser } from './auth-api.ts';
import { SIGNED_OUT, sessionAtom, signedIn } from './session.ts';

/** Asks the server once who the cookie belongs to; any failure leaves the visitor signed out. */
export async function loadSession(): Promise<void> {
  try {
    store.set(sessionAtom, signedIn(await fetchCurrentUser()));
  } catch (error) {
    store.set(sessionAtom, SIGNED_OUT);
    // A 401 (the ordinary signed-out answer) and an unreachable server come back undefined: nothing more to say.
    const problem = await serverError(error);
    if (problem) toast.error(problem.message);
  }
}
