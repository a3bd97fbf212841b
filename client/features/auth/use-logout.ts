import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import { serverError } from '../../lib/api.ts';
import { logOut } from './auth-api.ts';
import { SIGNED_OUT, sessionAtom } from './session.ts';

/** Ends the session on the server, then locally, and replaces the page with /login so Back cannot return. */
export function useLogout() {
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await logOut();
      setSession(SIGNED_OUT);
      navigate('~/login', { replace: true });
    } catch (error) {
      // The cookie may still be valid, so the user stays signed in and is told why.
      const problem = await serverError(error);
      if (problem) toast.error(problem.message);
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
