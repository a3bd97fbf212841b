/** An HTTP client for load checks that times every request by route and counts every answer by status. */
import { percentile } from '../bench/percentile.ts';

export interface Answer {
  status: number;
  body: { message?: string; data?: unknown };
}

export interface RouteStats {
  route: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

/** No answer at all (connection refused or reset) is counted under this status. */
export const NETWORK_ERROR = 'network error';

export function createTraffic(baseUrl: string) {
  const durations = new Map<string, number[]>();
  const statuses = new Map<string, number>();
  /** The first few 5xx and connection errors, with their messages, for the summary. */
  const failures: string[] = [];

  async function call(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer | null> {
    const route = `${method} /api${url}`;
    const started = performance.now();
    let status: string;
    let answer: Answer | null = null;
    try {
      const res = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      answer = { status: res.status, body: (await res.json()) as Answer['body'] };
      status = String(res.status);
      if (res.status >= 500 && failures.length < 10) failures.push(`${route} -> ${status}: ${answer.body.message}`);
    } catch (error) {
      status = NETWORK_ERROR;
      if (failures.length < 10) failures.push(`${route} -> ${String(error)}`);
    }
    const list = durations.get(route) ?? [];
    list.push(performance.now() - started);
    durations.set(route, list);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return answer;
  }

  return {
    call,
    failures,
    requests: () => [...statuses.values()].reduce((a, b) => a + b, 0),
    /** Answers other than 2xx, by status. */
    errorsByStatus: () => Object.fromEntries([...statuses].filter(([status]) => !status.startsWith('2')).sort()),
    routes: (): RouteStats[] =>
      [...durations].sort().map(([route, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return { route, requests: list.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
      }),
  };
}

export type Traffic = ReturnType<typeof createTraffic>;
