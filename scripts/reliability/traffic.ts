/** An HTTP client for load checks that times every request by route and counts every answer by status. */
import http from 'node:http';
import { percentile } from '../bench/percentile.ts';

export interface Answer {
  status: number;
  body: { message?: string; data?: unknown };
}

/** Sends one request and answers its status and JSON body; rejects when no answer came. */
export type Send = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<Answer>;

const fetchSend: Send = async (method, url, headers, body) => {
  const res = await fetch(url, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};

/**
 * A leaner client for benchmarks: node:http over at most `connections` kept-alive sockets costs the load generator
 * about a third of the CPU that fetch does per request, so less of a shared machine goes to making the load.
 */
export function keepAliveSend(connections: number): Send {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (method, url, headers, body) =>
    new Promise((resolve, reject) => {
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const request = http.request(url, { method, agent, headers: { ...headers, ...length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      });
      request.on('error', reject);
      request.end(body);
    });
}

export interface RouteStats {
  route: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

/** No answer at all (connection refused or reset) is counted under this status. */
export const NETWORK_ERROR = 'network error';

export function createTraffic(baseUrl: string, send: Send = fetchSend) {
  const durations = new Map<string, number[]>();
  const statuses = new Map<string, number>();
  /** The first few 5xx and connection errors, with their messages, for the summary. */
  const failures: string[] = [];

  async function call(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
    options: {
      headers?: Record<string, string>;
      /** When the call was due (performance.now()), if earlier than now: the wait counts in its time. */
      since?: number;
    } = {},
  ): Promise<Answer | null> {
    const route = `${method} /api${url}`;
    const started = options.since ?? performance.now();
    let status: string;
    let answer: Answer | null = null;
    try {
      answer = await send(
        method,
        `${baseUrl}/api${url}`,
        {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      status = String(answer.status);
      if (answer.status >= 500 && failures.length < 10) failures.push(`${route} -> ${status}: ${answer.body.message}`);
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
    /** Every answer, by status. */
    answersByStatus: () => Object.fromEntries([...statuses].sort()),
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
