/** The riders' shelf (orders ready or out), kept current by live events, and how the rider's screen splits it. */
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { DeliveryOrder } from '../../../shared/staff-orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';

/** The statuses a card keeps on this screen; any other move takes it off. */
const ON_THE_SHELF: readonly OrderStatus[] = ['COMPLETED', 'OUT_FOR_DELIVERY'];

export function removeOrder(list: DeliveryOrder[], orderId: number): DeliveryOrder[] {
  return list.filter((order) => order.orderId !== orderId);
}

/**
 * An order that reaches the shelf joins the end of the list (it is the newest); one already shown is updated where
 * it is (taken, handed back, kept to try again); delivered, sent back to the kitchen, given up or cancelled, it
 * leaves.
 */
export function applyDeliveryEvent(list: DeliveryOrder[], message: LiveMessage): DeliveryOrder[] {
  if (message.name !== 'order.status') return list;
  const { orderId, to, delivery } = message.payload;
  if (!ON_THE_SHELF.includes(to) || !delivery) return removeOrder(list, orderId);
  const placed = { ...delivery, status: to };
  return list.some((order) => order.orderId === orderId)
    ? list.map((order) => (order.orderId === orderId ? placed : order))
    : [...list, placed];
}

/**
 * A move this screen made and the server confirmed: the card becomes what `after` makes of it (or leaves, for null),
 * unless a live event has already moved it on from `before`, in which case the event's news is newer than this answer.
 */
export function afterOwnMove(
  list: DeliveryOrder[],
  before: DeliveryOrder,
  after: ((current: DeliveryOrder) => DeliveryOrder) | null,
): DeliveryOrder[] {
  const current = list.find((order) => order.orderId === before.orderId);
  if (!current || current.status !== before.status || current.rider?.id !== before.rider?.id) return list;
  return after ? list.map((order) => (order === current ? after(current) : order)) : removeOrder(list, before.orderId);
}

export interface Shelf {
  /** With this rider: out, or kept to try the door again. */
  mine: DeliveryOrder[];
  /** Waiting for a rider; also, for a few seconds, those another rider has just taken (see `justTakenByOther`). */
  ready: DeliveryOrder[];
  /** With other riders. */
  others: DeliveryOrder[];
}

/** Oldest first in each part, as the server lists them. `me` is null only before the session is known. */
export function splitShelf(list: DeliveryOrder[], me: number | null, stayInPlace: ReadonlySet<number>): Shelf {
  const shelf: Shelf = { mine: [], ready: [], others: [] };
  for (const order of list) {
    if (order.rider === null) shelf.ready.push(order);
    else if (order.rider.id === me) shelf.mine.push(order);
    else if (stayInPlace.has(order.orderId)) shelf.ready.push(order);
    else shelf.others.push(order);
  }
  return shelf;
}

/**
 * The order a live event shows another rider taking from the ready cards, or null. The page keeps such a card where
 * it was for a moment, saying who took it: a card that vanished from under the thumb would put the next card's
 * "I'm taking it" where the rider was about to tap.
 */
export function justTakenByOther(list: DeliveryOrder[], message: LiveMessage, me: number | null): number | null {
  if (message.name !== 'order.status') return null;
  const { orderId, delivery } = message.payload;
  const rider = delivery?.rider;
  if (!rider || rider.id === me) return null;
  const shown = list.find((order) => order.orderId === orderId);
  return shown && shown.rider === null ? orderId : null;
}

/**
 * What a live event changed about this rider's own orders when someone else changed it (the restaurant gave one,
 * took one back, gave it to another rider or cancelled it; the customer corrected its address), in words for a
 * toast; null when there is nothing new for this rider. The page leaves out the events of its own moves.
 */
export function newsForRider(list: DeliveryOrder[], message: LiveMessage, me: number | null): string | null {
  if (message.name !== 'order.status' || me === null) return null;
  const { orderId, to, delivery } = message.payload;
  const shown = list.find((order) => order.orderId === orderId);
  const wasMine = shown?.rider?.id === me;
  const rider = ON_THE_SHELF.includes(to) && delivery ? delivery.rider : null;
  if (rider?.id === me) {
    if (!wasMine) return `The restaurant gave you order #${orderId}.`;
    return delivery?.address === shown?.address ? null : `The customer changed the address of order #${orderId}.`;
  }
  if (!wasMine) return null;
  if (to === 'CANCELLED') return `Order #${orderId} was cancelled by the restaurant.`;
  if (rider) return `Order #${orderId} is now with ${rider.firstName}.`;
  return ON_THE_SHELF.includes(to) && delivery
    ? `Order #${orderId} was taken off you and is back on the pass.`
    : `Order #${orderId} is no longer with you.`;
}

/** The orders this rider has out on the road now: while there are any, the phone shares where it is. */
export function ordersOut(list: DeliveryOrder[], me: number | null): number[] {
  return list
    .filter((order) => order.status === 'OUT_FOR_DELIVERY' && order.rider !== null && order.rider.id === me)
    .map((order) => order.orderId);
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
