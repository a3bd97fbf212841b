import { useEffect, useRef } from 'react';
import { isTicketPrintMessage, ticketPath } from './ticket-api.ts';
import './ticket-print-frame.css';

/** Long enough for a slow tablet to load the page and the ticket; past it, the ticket is not coming. */
const LOAD_TIMEOUT_MS = 30_000;

interface TicketPrintFrameProps {
  orderId: number;
  /** The ticket printed (or went to the print dialog, which had the last word), or could not load. */
  onDone: (orderId: number, outcome: 'printed' | 'failed') => void;
}

/**
 * Prints one order's ticket without leaving the page: the ticket page loads out of sight in a frame and prints
 * itself, which Chromium's `--kiosk-printing` sends straight to the default printer. A frame and not a window,
 * because a browser blocks windows nobody clicked for. Mount one at a time, keyed by the order.
 */
export function TicketPrintFrame({ orderId, onDone }: TicketPrintFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const report = useRef(onDone);
  useEffect(() => {
    report.current = onDone;
  });

  useEffect(() => {
    // Until the page says it is printing: the print dialog may then stay open as long as the cook likes.
    let loading: number | undefined = window.setTimeout(() => report.current(orderId, 'failed'), LOAD_TIMEOUT_MS);
    const stopWaiting = () => {
      window.clearTimeout(loading);
      loading = undefined;
    };
    function onMessage(event: MessageEvent) {
      const fromTicket = event.origin === window.location.origin && event.source === frame.current?.contentWindow;
      if (!fromTicket || !isTicketPrintMessage(event.data) || event.data.orderId !== String(orderId)) return;
      stopWaiting();
      if (event.data.stage !== 'printing') report.current(orderId, event.data.stage);
    }
    window.addEventListener('message', onMessage);
    return () => {
      stopWaiting();
      window.removeEventListener('message', onMessage);
    };
  }, [orderId]);

  return (
    <iframe
      ref={frame}
      className="ticket-print-frame"
      src={ticketPath(orderId, { print: true })}
      title={`Ticket for order #${orderId}, printing`}
      // Out of reach of Tab and screen readers: nobody should land on its buttons off the screen.
      inert
    />
  );
}
