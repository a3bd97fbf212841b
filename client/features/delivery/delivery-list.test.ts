import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { DeliveryOrder, RiderRef } from '../../../shared/staff-orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import {
  afterOwnMove,
  applyDeliveryEvent,
  justTakenByOther,
  mapLink,
  newsForRider,
  ordersOut,
  splitShelf,
  telLink,
} from './delivery-list.ts';

const ME = 7;
const sana: RiderRef = { id: ME, firstName: 'Sana' };
const usman: RiderRef = { id: 4, firstName: 'Usman' };

const order = (
  orderId: number,
  {
    status = 'COMPLETED',
    rider = null,
    price = 10,
  }: { status?: OrderStatus; rider?: RiderRef | null; price?: number } = {},
): DeliveryOrder => ({
  orderId,
  status,
  price,
  deliveryFee: 0,
  paymentMethod: 'CASH',
  address: 'House 12, Street 5',
  latitude: 33.684422,
  longitude: 73.047882,
  sector: 'G-9',
  customerFirstName: 'Ayesha',
  customerPhone: '923001234567',
  lineItems: [],
  addressCorrected: false,
  pointFromSector: false,
  deliveryNote: null,
  rider,
  takenAt: rider ? '2026-01-01T12:00:00.000Z' : null,
  failedReason: null,
});

const status = (orderId: number, from: OrderStatus, to: OrderStatus, delivery?: DeliveryOrder): LiveMessage => ({
  name: 'order.status',
  payload: { seq: 7, orderId, from, to, at: '', ...(delivery ? { delivery } : {}) },
});

const ids = (list: DeliveryOrder[]) => list.map((o) => o.orderId);

describe('the riders’ shelf as the server reports moves', () => {
  const list = [order(1), order(2)];

  it('adds an order that reaches COMPLETED at the end, and updates one already shown', () => {
    expect(ids(applyDeliveryEvent(list, status(3, 'PREPARING', 'COMPLETED', order(3))))).toEqual([1, 2, 3]);
    const updated = applyDeliveryEvent(list, status(1, 'PREPARING', 'COMPLETED', order(1, { price: 12.5 })));
    expect(updated.map((o) => [o.orderId, o.price])).toEqual([
      [1, 12.5],
      [2, 10],
    ]);
  });

  it('keeps an order taken out by a rider in its place, with its rider, and back again when handed back', () => {
    const taken = applyDeliveryEvent(
      list,
      status(1, 'COMPLETED', 'OUT_FOR_DELIVERY', order(1, { status: 'COMPLETED', rider: usman })),
    );
    expect(taken.map((o) => [o.orderId, o.status, o.rider?.firstName])).toEqual([
      [1, 'OUT_FOR_DELIVERY', 'Usman'],
      [2, 'COMPLETED', undefined],
    ]);
    const back = applyDeliveryEvent(taken, status(1, 'OUT_FOR_DELIVERY', 'COMPLETED', order(1)));
    expect(back.map((o) => [o.orderId, o.status, o.rider])).toEqual([
      [1, 'COMPLETED', null],
      [2, 'COMPLETED', null],
    ]);
  });

  it('removes an order on any other move (delivered, given up, sent back to the kitchen, or cancelled)', () => {
    expect(ids(applyDeliveryEvent(list, status(2, 'COMPLETED', 'CANCELLED', order(2))))).toEqual([1]);
    expect(ids(applyDeliveryEvent(list, status(1, 'OUT_FOR_DELIVERY', 'DELIVERED', order(1))))).toEqual([2]);
    expect(ids(applyDeliveryEvent(list, status(1, 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED', order(1))))).toEqual([2]);
    expect(ids(applyDeliveryEvent(list, status(2, 'OUT_FOR_DELIVERY', 'PREPARING')))).toEqual([1]);
  });

  it('removes an order that stays on the shelf but comes without a card (nothing to show of it)', () => {
    expect(ids(applyDeliveryEvent(list, status(2, 'COMPLETED', 'OUT_FOR_DELIVERY')))).toEqual([1]);
  });

  it('links the delivery point on OpenStreetMap', () => {
    expect(mapLink(order(1))).toBe(
      'https://www.openstreetmap.org/?mlat=33.684422&mlon=73.047882#map=17/33.684422/73.047882',
    );
  });
});

describe('splitShelf', () => {
  const list = [
    order(1, { status: 'OUT_FOR_DELIVERY', rider: usman }),
    order(2),
    order(3, { status: 'OUT_FOR_DELIVERY', rider: sana }),
    order(4, { status: 'COMPLETED', rider: sana }),
    order(5, { status: 'COMPLETED', rider: usman }),
  ];

  it("puts this rider's orders (out, or kept to try again) apart from the waiting ones and the other riders'", () => {
    const shelf = splitShelf(list, ME, new Set());
    expect([ids(shelf.mine), ids(shelf.ready), ids(shelf.others)]).toEqual([[3, 4], [2], [1, 5]]);
  });

  it('leaves an order another rider has just taken among the waiting ones while the page keeps it in place', () => {
    const shelf = splitShelf(list, ME, new Set([1]));
    expect([ids(shelf.ready), ids(shelf.others)]).toEqual([[1, 2], [5]]);
  });

  it('gives nobody’s orders to a screen that does not know its rider yet', () => {
    expect(ids(splitShelf(list, null, new Set()).mine)).toEqual([]);
  });

  it('counts as out only the orders this rider has on the road, not one kept to try again', () => {
    expect(ordersOut(list, ME)).toEqual([3]);
    expect(ordersOut(list, null)).toEqual([]);
  });
});

describe('afterOwnMove', () => {
  const waiting = order(1);
  const takeIt = (card: DeliveryOrder): DeliveryOrder => ({ ...card, status: 'OUT_FOR_DELIVERY', rider: sana });

  it('applies the confirmed move to a card still as it was', () => {
    const list = afterOwnMove([waiting, order(2)], waiting, takeIt);
    expect(list.map((o) => [o.orderId, o.status, o.rider?.id])).toEqual([
      [1, 'OUT_FOR_DELIVERY', ME],
      [2, 'COMPLETED', undefined],
    ]);
    expect(ids(afterOwnMove([waiting, order(2)], waiting, null))).toEqual([2]);
  });

  it('leaves a card a live event has already moved on, or taken away', () => {
    const movedOn = [order(1, { status: 'OUT_FOR_DELIVERY', rider: usman })];
    expect(afterOwnMove(movedOn, waiting, takeIt)).toBe(movedOn);
    expect(afterOwnMove(movedOn, waiting, null)).toBe(movedOn);
    expect(afterOwnMove([order(2)], waiting, takeIt)).toEqual([order(2)]);
  });
});

describe('justTakenByOther', () => {
  const list = [order(1), order(2, { status: 'COMPLETED', rider: usman })];

  it('names a waiting order another rider has just taken', () => {
    const taken = status(1, 'COMPLETED', 'OUT_FOR_DELIVERY', order(1, { status: 'OUT_FOR_DELIVERY', rider: usman }));
    expect(justTakenByOther(list, taken, ME)).toBe(1);
  });

  it('ignores orders this rider takes, orders that were not waiting, and other moves', () => {
    const mine = status(1, 'COMPLETED', 'OUT_FOR_DELIVERY', order(1, { status: 'OUT_FOR_DELIVERY', rider: sana }));
    const goingAgain = status(
      2,
      'COMPLETED',
      'OUT_FOR_DELIVERY',
      order(2, { status: 'OUT_FOR_DELIVERY', rider: usman }),
    );
    expect(justTakenByOther(list, mine, ME)).toBeNull();
    expect(justTakenByOther(list, goingAgain, ME)).toBeNull();
    expect(justTakenByOther(list, status(1, 'COMPLETED', 'CANCELLED'), ME)).toBeNull();
  });
});

describe('newsForRider', () => {
  const mine = order(3, { status: 'OUT_FOR_DELIVERY', rider: sana });
  const list = [order(1), mine];

  it('tells the rider about an order the restaurant gave them', () => {
    const given = status(1, 'COMPLETED', 'OUT_FOR_DELIVERY', order(1, { status: 'OUT_FOR_DELIVERY', rider: sana }));
    expect(newsForRider(list, given, ME)).toBe('The restaurant gave you order #1.');
  });

  it('tells the rider when one of their orders is taken off them, given to another, or cancelled', () => {
    expect(newsForRider(list, status(3, 'OUT_FOR_DELIVERY', 'COMPLETED', order(3)), ME)).toBe(
      'Order #3 was taken off you and is back on the pass.',
    );
    const reassigned = status(3, 'COMPLETED', 'OUT_FOR_DELIVERY', order(3, { rider: usman }));
    expect(newsForRider(list, reassigned, ME)).toBe('Order #3 is now with Usman.');
    expect(newsForRider(list, status(3, 'OUT_FOR_DELIVERY', 'CANCELLED'), ME)).toBe(
      'Order #3 was cancelled by the restaurant.',
    );
    expect(newsForRider(list, status(3, 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'), ME)).toBe(
      'Order #3 is no longer with you.',
    );
  });

  it('tells the rider when the customer changes the address of an order they have', () => {
    const moved = { ...mine, address: 'House 40, Street 2', addressCorrected: true };
    expect(newsForRider(list, status(3, 'OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY', moved), ME)).toBe(
      'The customer changed the address of order #3.',
    );
  });

  it('says nothing of an unchanged order of theirs, nor of other riders’ orders', () => {
    expect(newsForRider(list, status(3, 'OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY', mine), ME)).toBeNull();
    const othersTake = status(1, 'COMPLETED', 'OUT_FOR_DELIVERY', order(1, { rider: usman }));
    expect(newsForRider(list, othersTake, ME)).toBeNull();
    expect(newsForRider(list, status(1, 'COMPLETED', 'CANCELLED'), ME)).toBeNull();
    expect(newsForRider(list, status(3, 'OUT_FOR_DELIVERY', 'COMPLETED', order(3)), null)).toBeNull();
  });
});

describe('telLink', () => {
  it('dials the number sign-up kept, country code first', () => {
    expect(telLink('923001234567')).toBe('tel:+923001234567');
    expect(telLink('+92 300 1234567')).toBe('tel:+923001234567');
  });
});
