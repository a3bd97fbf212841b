/** The printed ticket of one order, where its page lives, and what that page tells a page that prints it in a frame. */
import { envelope } from '../../../shared/api.ts';
import { orderTicket, type OrderTicket } from '../../../shared/tickets.ts';
import { api } from '../../lib/api.ts';

const ticketAnswer = envelope(orderTicket);

/** The ticket of order `orderId`, as the address gave it: the server says what is wrong with a bad one. */
export async function fetchTicket(orderId: string, signal: AbortSignal): Promise<OrderTicket> {
  const answer = await api.get(`order/ticket/${encodeURIComponent(orderId)}`, { signal }).json();
  return ticketAnswer.parse(answer).data;
}

/** The ticket's page; with `print`, the page prints itself once the ticket is on it. */
export function ticketPath(orderId: number, { print = false } = {}): string {
  return `/ticket/${orderId}${print ? '?print=1' : ''}`;
}

/**
 * What a ticket page opened with `print` in a frame posts to the page around it: about to print (the print dialog,
 * or kiosk printing, has it from here), printed, or failed to load, so there is nothing to print.
 */
export interface TicketPrintMessage {
  type: 'forkcast:ticket';
  orderId: string;
  stage: 'printing' | 'printed' | 'failed';
}

export function isTicketPrintMessage(data: unknown): data is TicketPrintMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'forkcast:ticket';
}
