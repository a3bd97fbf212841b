/**
 * The riders' phones of the live-updates benchmark, in a process of their own so that their timers do not queue
 * behind the server's event loop: each rider reports where they are every `everyMs`, the riders spread evenly over
 * that period (as phones switched on at random would be), each riding towards the door. Every report is noted with
 * when it left, when its whole answer was back and what the server said.
 */
import http from 'node:http';

interface Start {
  url: string;
  /** One a rider. */
  tokens: string[];
  everyMs: number;
}

export interface PositionReport {
  latitude: number;
  longitude: number;
  sentAt: number;
  answeredAt: number;
  /** 0 when no answer came at all. */
  status: number;
  /** The orders the server shared this position with, as its answer says. */
  orderIds: number[];
}

/** The 200 answer of POST /api/rider/position. */
interface Shared {
  data: { orderIds: number[] };
}

/** Where every rider sets off from, about 2 km north of the bench's door (F-8/3). */
const SET_OFF = { latitude: 33.73, longitude: 73.03 };
const RIDING_KMH = 20;
const METRES_PER_DEGREE_OF_LATITUDE = 111_320;

const reports: PositionReport[] = [];
const inFlight = new Set<Promise<void>>();
const timers: NodeJS.Timeout[] = [];
const now = () => performance.timeOrigin + performance.now();

/**
 * Each report is a new point on the rider's way, so the customer's copy of it can be told from every other one
 * by its order and coordinates.
 */
function pointAfter(reportsSent: number, everyMs: number) {
  const metresPerReport = (RIDING_KMH * 1000 * everyMs) / 3_600_000;
  return {
    latitude: SET_OFF.latitude - (reportsSent * metresPerReport) / METRES_PER_DEGREE_OF_LATITUDE,
    longitude: SET_OFF.longitude,
  };
}

/**
 * What the server answered a report: its status (0 when no answer came) and the orders it shared it with. Plain
 * node:http (keeping its connections alive) rather than fetch, which took about three times the CPU per report on
 * the two cores the server shares with every client of the bench.
 */
function answerTo(url: string, token: string, point: { latitude: number; longitude: number }) {
  const body = JSON.stringify({ ...point, accuracy: 12 });
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  };
  return new Promise<{ status: number; orderIds: number[] }>((resolve) => {
    const request = http.request(`${url}/api/rider/position`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, orderIds: status === 200 ? (JSON.parse(text) as Shared).data.orderIds : [] });
      });
    });
    request.on('error', () => resolve({ status: 0, orderIds: [] }));
    request.end(body);
  });
}

async function send(url: string, token: string, point: { latitude: number; longitude: number }) {
  const sentAt = now();
  const answer = await answerTo(url, token, point);
  reports.push({ ...point, sentAt, answeredAt: now(), ...answer });
}

function ride({ url, tokens, everyMs }: Start, rider: number) {
  let sent = 0;
  const report = () => {
    const sending = send(url, tokens[rider]!, pointAfter(sent++, everyMs));
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };
  const setOff = setTimeout(
    () => {
      report();
      timers.push(setInterval(report, everyMs));
    },
    (rider * everyMs) / tokens.length,
  );
  timers.push(setOff);
}

type Message = { type: 'start'; start: Start } | { type: 'finish' };

process.on('message', async (message: Message) => {
  if (message.type === 'start') {
    message.start.tokens.forEach((_, rider) => ride(message.start, rider));
    process.send!({ type: 'started' });
  } else {
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(inFlight);
    process.send!({ type: 'finish', reports }, () => process.exit(0));
  }
});
