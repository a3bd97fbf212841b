import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The e-mail waiting for its sign-up code. Kept in sessionStorage so a reload of /verify-otp keeps it;
 * read on init so the page does not redirect away before storage has been read.
 */
export const pendingEmailAtom = atomWithStorage(
  'pendingEmail',
  '',
  createJSONStorage<string>(() => sessionStorage),
  { getOnInit: true },
);

/**
 * The password typed with that sign-up (or at a login that found the address unverified), sent with the code so the
 * person holding the code chooses the password (docs/decisions/0016). In memory only, never stored: after a reload
 * the code page asks for it.
 */
export const pendingPasswordAtom = atom('');

/** The address just verified with its code, filled in on the login form it leads to. In memory only. */
export const verifiedEmailAtom = atom('');
