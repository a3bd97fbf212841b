import { startTransition } from 'react';
import { toast } from 'react-toastify';
import { serverError } from '../../lib/api.ts';
import { store } from '../../lib/store.ts';
import { fetchCurrentUser } from './auth-api.ts';
import { SIGNED_OUT, sessionAtom, signedIn } from './session.ts';

/** Asks the server once who the cookie belongs to; a guest, or any failure, leaves the visitor signed out. */
export async function loadSession(): Promise<void> {
  try {
    const user = await fetchCurrentUser();
    // The first page renders once the session is known: as a transition React renders it in slices.
    startTransition(() => store.set(sessionAtom, user ? signedIn(user) : SIGNED_OUT));
  } catch (error) {
    store.set(sessionAtom, SIGNED_OUT);
    // An unreachable server comes back undefined: nothing more to say.
    const problem = await serverError(error);
    if (problem) toast.error(problem.message);
  }
}
