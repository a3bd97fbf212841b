import { useCallback, useRef } from 'react';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PrinterIcon } from '../../components/icons.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { OrderTicket } from '../../features/tickets/order-ticket.tsx';
import { fetchTicket } from '../../features/tickets/ticket-api.ts';
import { useTicketPrinting } from '../../features/tickets/use-ticket-printing.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { useDocumentTitle } from '../../route-area.tsx';
import './ticket-page.css';

/** /ticket/{id}: an order's kitchen ticket, for the kitchen and the admin. A fresh id remounts the page. */
export function TicketPage({ params }: { params: { id: string } }) {
  return <TicketView key={params.id} id={params.id} />;
}

/** How a person leaves a bare page: back where they came from, or, in a tab of its own, by closing it. */
function leaving() {
  return window.history.length > 1
    ? { label: 'Back', go: () => window.history.back() }
    : { label: 'Close', go: () => window.close() };
}

/**
 * The ticket as it prints, with Print and a way back above it on screen only. No navigation around it: the page is
 * printed whole, and opened from the kitchen card in a tab of its own.
 */
function TicketView({ id }: { id: string }) {
  const paper = useRef<HTMLElement>(null);
  const load = useCallback((signal: AbortSignal) => fetchTicket(id, signal), [id]);
  const { resource, reload } = useLiveResource(load, {
    failureMessage: `We couldn't load the ticket for order #${id}.`,
  });
  useTicketPrinting(id, resource.status, paper);
  // Once the ticket is in, the title names its order: so does the file of a ticket saved as a PDF.
  useDocumentTitle(resource.status === 'ready' ? `Order #${id} ticket` : undefined);
  const leave = leaving();

  return (
    <main className="ticket-page">
      <div className="ticket-page__actions">
        {resource.status === 'ready' && (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            <PrinterIcon />
            Print
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={leave.go}>
          {leave.label}
        </button>
      </div>
      {resource.status === 'loading' && <PageSpinner label="Loading the ticket" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}
      {resource.status === 'ready' && <OrderTicket ref={paper} ticket={resource.data} />}
    </main>
  );
}
