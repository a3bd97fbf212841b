/**
 * How often a password may be tried, after OWASP's Authentication Cheat Sheet (docs/decisions/0016):
 * - per account *and* client: a client is the network address, or the device cookie of an earlier login to that
 *   account. One client's failures slow down and then stop that client only, so they never lock the right password
 *   out from anywhere else: free at first, then growing waits, and at most 10 tries in 15 minutes;
 * - per account from everywhere: past 100 tries an hour, only devices that logged into the account before may try,
 *   so guessing from many addresses stays slow (10,000 guesses take over four days) while the owner gets in;
 * - per network address, whatever the account: 50 tries in 10 minutes.
 * A try counts as soon as it is admitted, so tries sent all at once are counted all at once; a successful login
 * takes its own try back, from the account and from its network address (many people can share one: a carrier's
 * NAT, the restaurant's own Wi-Fi), and clears its client's count.
 */
import { tooManyRequests } from '../errors.ts';
import { LIMITS } from '../security/limits.ts';
import { describeWait, RateLimiter } from '../security/rate-limiter.ts';

const WAIT = 'Too many login attempts.';

export interface LoginClient {
  /** The network address the try came from. */
  ip: string;
  /** Set when the try carries a device cookie from an earlier login to this very account. */
  device?: string | undefined;
}

export interface Admitted {
  clientKey: string;
  accountKey: string;
  at: number;
  ip: string;
  /** When the network address's count took this try. */
  ipAt: number;
}

/** Times of tries under a key, oldest first, forgetting those older than the longest window. */
class TryLog {
  private readonly tries = new Map<string, number[]>();
  constructor(private readonly keepMs: number) {}

  recent(key: string, windowMs: number, now: number): number[] {
    const kept = (this.tries.get(key) ?? []).filter((at) => at > now - this.keepMs);
    if (kept.length) this.tries.set(key, kept);
    else this.tries.delete(key);
    return kept.filter((at) => at > now - windowMs);
  }

  add(key: string, at: number): void {
    this.tries.set(key, [...(this.tries.get(key) ?? []), at]);
    if (this.tries.size > 50_000) this.prune(at);
  }

  removeOne(key: string, at: number): void {
    const times = this.tries.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  }

  clear(key: string): void {
    this.tries.delete(key);
  }

  private prune(now: number): void {
    for (const key of this.tries.keys()) this.recent(key, 0, now);
  }
}

export function createLoginThrottle(now: () => number = () => Date.now()) {
  const { perClient, freeTries, longestWaitMs, perAccount } = LIMITS.login;
  const perIp = new RateLimiter(LIMITS.loginPerIp, now);
  const clientTries = new TryLog(perClient.windowMs);
  const accountTries = new TryLog(perAccount.windowMs);

  /** The wait after `count` tries since the client's last success: none at first, then 1 s, 2 s, 4 s, ... */
  const waitAfter = (count: number) =>
    count < freeTries ? 0 : Math.min(1000 * 2 ** (count - freeTries), longestWaitMs);

  const refuse = (untilMs: number, at: number, why = WAIT) =>
    tooManyRequests(`${why} Please try again in ${describeWait(untilMs - at)}.`);

  return {
    /** Lets a try through, or throws a 429 that says how long to wait. `account` is the address as typed. */
    admit(account: string, client: LoginClient): Admitted {
      const at = now();
      const ipAt = perIp.consume(client.ip, WAIT);
      const clientKey = client.device ? `device ${client.device}` : `${account} from ${client.ip}`;
      const accountKey = account;

      const mine = clientTries.recent(clientKey, perClient.windowMs, at);
      if (mine.length >= perClient.limit) throw refuse(mine[mine.length - perClient.limit]! + perClient.windowMs, at);
      const nextAllowed = (mine.at(-1) ?? 0) + waitAfter(mine.length);
      if (at < nextAllowed) throw refuse(nextAllowed, at);

      const everyone = accountTries.recent(accountKey, perAccount.windowMs, at);
      if (!client.device && everyone.length >= perAccount.limit) {
        throw refuse(
          everyone[everyone.length - perAccount.limit]! + perAccount.windowMs,
          at,
          'Too many failed logins to this account from many places, so for now it only accepts logins from devices that logged into it before.',
        );
      }
      clientTries.add(clientKey, at);
      accountTries.add(accountKey, at);
      return { clientKey, accountKey, at, ip: client.ip, ipAt };
    },

    /** The right password: the client starts afresh, and this try no longer counts against the account or address. */
    succeeded(admitted: Admitted): void {
      clientTries.clear(admitted.clientKey);
      accountTries.removeOne(admitted.accountKey, admitted.at);
      perIp.giveBack(admitted.ip, admitted.ipAt);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
