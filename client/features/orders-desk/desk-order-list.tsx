import { Link } from 'wouter';
import type { DeskOrderRow } from '../../../shared/orders-desk.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { PAYMENT_METHOD_LABELS } from '../orders/order-status.ts';
import { formatDateTime, formatPrice, pluralize } from '../../lib/format.ts';
import { PHONE } from '../../lib/breakpoints.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { DESK_STATUS } from './desk-labels.ts';
import { openedFromDesk } from './desk-return.ts';

interface DeskOrderListProps {
  orders: DeskOrderRow[];
  /** The list's address query, which an order's page links back to. */
  search: string;
}

/** A page of orders: a table on a wide screen, a card an order on a phone, each opening the order's page. */
export function DeskOrderList({ orders, search }: DeskOrderListProps) {
  // Where the admin layout's side navigation becomes a top bar: below it, rows become cards.
  const phone = useMediaQuery(PHONE);
  return phone ? <DeskCards orders={orders} search={search} /> : <DeskTable orders={orders} search={search} />;
}

/** When the order reached the restaurant, or was placed, for one never confirmed. */
const orderDate = (order: DeskOrderRow) => formatDateTime(order.confirmedAt ?? order.placedAt);

function OrderLink({ order, search, className }: { order: DeskOrderRow; search: string; className: string }) {
  return (
    <Link href={`/orders/${order.orderId}`} state={openedFromDesk(search)} className={className}>
      Order #{order.orderId}
    </Link>
  );
}

function StatusBadge({ order }: { order: DeskOrderRow }) {
  const { label, tone } = DESK_STATUS[order.status];
  return <Badge tone={tone}>{label}</Badge>;
}

const COLUMNS: readonly TableColumn[] = [
  'Order',
  'Date',
  'Customer',
  'Status',
  { label: 'Items', kind: 'number' },
  'Sector',
  'Payment',
  { label: 'Total', kind: 'number' },
];

function DeskTable({ orders, search }: DeskOrderListProps) {
  return (
    <Table caption="Orders, newest first" columns={COLUMNS}>
      {orders.map((order) => (
        <tr key={order.orderId}>
          <td>
            <OrderLink order={order} search={search} className="desk-list__open" />
          </td>
          <td>{orderDate(order)}</td>
          <td className="data-table__text">
            <span className="desk-list__name">{order.customer.name}</span>
            <span className="desk-list__email">{order.customer.email}</span>
          </td>
          <td>
            <StatusBadge order={order} />
          </td>
          <td className="data-table__number">{order.itemCount}</td>
          <td>{order.sector}</td>
          <td>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</td>
          <td className="data-table__number">{formatPrice(order.total)}</td>
        </tr>
      ))}
    </Table>
  );
}

function DeskCards({ orders, search }: DeskOrderListProps) {
  return (
    <CardGrid label="Orders, newest first" layout="rows">
      {orders.map((order) => (
        <li key={order.orderId}>
          <Card as="article" className="desk-card link-surface" aria-labelledby={`desk-card-${order.orderId}`}>
            <div className="card__head">
              <h2 className="card__title" id={`desk-card-${order.orderId}`}>
                <OrderLink order={order} search={search} className="stretched-link" />
              </h2>
              <StatusBadge order={order} />
            </div>
            <p className="desk-card__customer">{order.customer.name}</p>
            <p className="card__meta">
              {orderDate(order)} · {order.sector}
            </p>
            <p className="desk-card__sum">
              {pluralize(order.itemCount, 'item')} · {PAYMENT_METHOD_LABELS[order.paymentMethod]} ·{' '}
              <strong>{formatPrice(order.total)}</strong>
            </p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
