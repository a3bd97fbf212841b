import type { DeliveryOrder } from '../../../shared/staff-orders.ts';
import './taken-list.css';

/** Orders with other riders, a line each: the number, the area, and whose they are. */
export function TakenList({ orders, labelledBy }: { orders: DeliveryOrder[]; labelledBy: string }) {
  return (
    <ul className="taken-list" aria-labelledby={labelledBy}>
      {orders.map((order) => (
        <li key={order.orderId} className="taken-list__item">
          <span className="taken-list__order">
            Order #{order.orderId} · {order.sector}
          </span>
          <span className="taken-list__rider">
            {order.status === 'OUT_FOR_DELIVERY'
              ? `Taken by ${order.rider?.firstName ?? 'another rider'}`
              : `With ${order.rider?.firstName ?? 'another rider'}, going out again`}
          </span>
        </li>
      ))}
    </ul>
  );
}
