/** The ticket's words that depend on the order: its times on the restaurant's clock, its warnings, its payment. */
import type { OrderStatus } from '../../../shared/order-status.ts';
import type { OrderTicket } from '../../../shared/tickets.ts';
import { moneySettings } from '../../../shared/money.ts';
import { formatPrice } from '../../lib/format.ts';

/** "12 Mar 2025, 14:05" in the restaurant's way of writing dates, on the clock of `timeZone`. */
export function restaurantTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(moneySettings().locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** What a slip says across its top when the order is not one to cook; nothing for one that is. */
export const STATUS_WARNINGS: Partial<Record<OrderStatus, string>> = {
  UNCONFIRMED: 'Not confirmed yet: do not prepare',
  CANCELLED: 'Cancelled: do not prepare',
};

/** The payment line: what the rider must collect, in words nobody can misread. */
export function paymentLine({ paymentMethod, total }: Pick<OrderTicket, 'paymentMethod' | 'total'>): string {
  return paymentMethod === 'CASH'
    ? `Cash on delivery: collect ${formatPrice(total)} cash`
    : `Card on delivery: charge ${formatPrice(total)} on the terminal`;
}

/** The number as it is dialled, with its country code: sign-up keeps it as digits. */
export const dialable = (phone: string) => `+${phone.replace(/\D/g, '')}`;
