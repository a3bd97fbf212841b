/** The checkout's calls: the restaurant's map setup, placing the order, confirming it with its code, a new code. */
import { messageOnly } from '../../../shared/api.ts';
import { placeOrderAnswer, type ConfirmOrderBody, type PlaceOrderBody } from '../../../shared/orders.ts';
import { publicConfig, type PublicConfig } from '../../../shared/public-config.ts';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

let configRequest: Promise<PublicConfig> | null = null;

/** GET /api/config, asked once per visit (a failed answer is forgotten so Retry asks again). */
export function fetchPublicConfig(): Promise<PublicConfig> {
  configRequest ??= api
    .get('config')
    .json()
    .then((body) => publicConfig.parse(body))
    .catch((error: unknown) => {
      configRequest = null;
      throw error;
    });
  return configRequest;
}

/** POST /api/order/create with an Idempotency-Key, so a retry of the same attempt places one order. */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  const response = await api.post('order/create', { json: body, headers: { 'Idempotency-Key': idempotencyKey } });
  return placeOrderAnswer.parse(await response.json());
}

const confirmAnswer = z.object({ message: z.string(), data: z.object({ orderId: z.number().int() }) });

export async function confirmOrder(body: ConfirmOrderBody) {
  return confirmAnswer.parse(await api.post('order/confirm', { json: body }).json());
}

export async function resendOrderCode(orderId: number) {
  return messageOnly.parse(await api.post('order/resendOTP', { json: { orderId } }).json());
}

const geoGuess = z.object({ lat: z.number(), lon: z.number() });

/**
 * A first guess of the customer's position from an IP-location service (spec point 7), asked with plain fetch and
 * no cookies: it is a third party. Null on any failure; the customer then picks the point on the map.
 */
export async function guessPositionFromIp(url: string): Promise<{ latitude: number; longitude: number } | null> {
  try {
    const response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const parsed = geoGuess.safeParse(await response.json());
    return parsed.success ? { latitude: parsed.data.lat, longitude: parsed.data.lon } : null;
  } catch {
    return null;
  }
}
