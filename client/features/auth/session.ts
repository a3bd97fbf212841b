import { atom } from 'jotai';
import type { SessionUser } from '../../../shared/auth.ts';

/** Who is signed in. `loading` lasts until the session check (GET /api/auth/session) answers once at start-up. */
export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export const SIGNED_OUT: Session = { status: 'signed-out' };

export const sessionAtom = atom<Session>({ status: 'loading' });

export function signedIn(user: SessionUser): Session {
  return { status: 'signed-in', user };
}
