/** The list of orders ready to go out, kept current by live events. */
import type { DeliveryOrder } from '../../../shared/staff-orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';

export function removeOrder(list: DeliveryOrder[], orderId: number): DeliveryOrder[] {
  return list.filter((order) => order.orderId !== orderId);
}

/** An order that reaches COMPLETED joins the end of the list (it is the newest); any other move takes it off. */
export function applyDeliveryEvent(list: DeliveryOrder[], message: LiveMessage): DeliveryOrder[] {
  if (message.name !== 'order.status') return list;
  const { orderId, to, delivery } = message.payload;
  if (to !== 'COMPLETED' || !delivery) return removeOrder(list, orderId);
  const placed = { ...delivery, status: to };
  return list.some((order) => order.orderId === orderId)
    ? list.map((order) => (order.orderId === orderId ? placed : order))
    : [...list, placed];
}

/** The delivery point on OpenStreetMap: opens in any browser, and in map apps that take openstreetmap.org links. */
export function mapLink({ latitude, longitude }: Pick<DeliveryOrder, 'latitude' | 'longitude'>): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** A dialable link to the customer: sign-up keeps the number as digits with the country code in front. */
export function telLink(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}
