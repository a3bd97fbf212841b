import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { DeliveryOrder } from '../../../shared/staff-orders.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { applyDeliveryEvent, mapLink, telLink } from './delivery-list.ts';

const order = (orderId: number, price = 10): DeliveryOrder => ({
  orderId,
  status: 'COMPLETED',
  price,
  deliveryFee: 0,
  paymentMethod: 'CASH',
  address: 'House 12, Street 5',
  latitude: 33.684422,
  longitude: 73.047882,
  sector: 'G-9',
  customerFirstName: 'Sana',
  customerPhone: '+923001234567',
  lineItems: [],
  addressCorrected: false,
  pointFromSector: false,
  deliveryNote: null,
});

const status = (orderId: number, from: OrderStatus, to: OrderStatus, delivery?: DeliveryOrder): LiveMessage => ({
  name: 'order.status',
  payload: { seq: 7, orderId, from, to, at: '', ...(delivery ? { delivery } : {}) },
});

describe('the delivery list as the server reports moves', () => {
  const list = [order(1), order(2)];

  it('adds an order that reaches COMPLETED at the end, and updates one already shown', () => {
    expect(applyDeliveryEvent(list, status(3, 'PREPARING', 'COMPLETED', order(3))).map((o) => o.orderId)).toEqual([
      1, 2, 3,
    ]);
    const updated = applyDeliveryEvent(list, status(1, 'PREPARING', 'COMPLETED', order(1, 12.5)));
    expect(updated.map((o) => [o.orderId, o.price])).toEqual([
      [1, 12.5],
      [2, 10],
    ]);
  });

  it('removes an order on any other move (delivered, sent back to the kitchen, or cancelled)', () => {
    expect(applyDeliveryEvent(list, status(2, 'COMPLETED', 'CANCELLED', order(2))).map((o) => o.orderId)).toEqual([1]);
    expect(applyDeliveryEvent(list, status(1, 'COMPLETED', 'DELIVERED', order(1))).map((o) => o.orderId)).toEqual([2]);
    expect(applyDeliveryEvent(list, status(2, 'COMPLETED', 'PREPARING', order(2))).map((o) => o.orderId)).toEqual([1]);
  });

  it('links the delivery point on OpenStreetMap', () => {
    expect(mapLink(order(1))).toBe(
      'https://www.openstreetmap.org/?mlat=33.684422&mlon=73.047882#map=17/33.684422/73.047882',
    );
  });
});

describe('telLink', () => {
  it('dials the number sign-up kept, country code first', () => {
    expect(telLink('923001234567')).toBe('tel:+923001234567');
    expect(telLink('+92 300 1234567')).toBe('tel:+923001234567');
  });
});
