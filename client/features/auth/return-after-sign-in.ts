/**
 * Where a guest was going when they were asked to sign in (the checkout, their orders), so the login that follows,
 * even after signing up and verifying the e-mail in between, takes them back there rather than to the menu. Kept in
 * localStorage for an hour: the code may be read in another tab, and a stale wish should not steer a later visit.
 */
const KEY = 'forkcast.returnAfterSignIn';
const KEPT_MS = 60 * 60_000;

/** Only paths of this site: a stored value is never an address elsewhere. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturn(path: string): void {
  if (!isOwnPath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Blocked storage: after signing in the customer lands on the menu, their cart still there.
  }
}

/** The remembered path, once: reading it forgets it. */
export function takeReturn(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || Date.now() - at > KEPT_MS) return null;
    return isOwnPath(path) ? path : null;
  } catch {
    return null;
  }
}
