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
