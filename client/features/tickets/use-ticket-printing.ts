import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { fitPageToTicket } from './fit-page-to-ticket.ts';
import { ticketPath, type TicketPrintMessage } from './ticket-api.ts';

const framed = () => window.parent !== window;

/** Tells the page this one is framed in (the kitchen board printing new orders) how the printing goes. */
function tellFramingPage(orderId: string, stage: TicketPrintMessage['stage']) {
  if (!framed()) return;
  const message: TicketPrintMessage = { type: 'forkcast:ticket', orderId, stage };
  window.parent.postMessage(message, window.location.origin);
}

/**
 * Keeps the printed page as long as the ticket, and prints it once it is on the page when the address asked for it
 * (`?print=1`): the print dialog, or straight to the default printer under Chromium's `--kiosk-printing`. Once
 * printed, the address loses `print`, so a reload shows the ticket without printing it again.
 */
export function useTicketPrinting(
  orderId: string,
  state: 'loading' | 'ready' | 'error',
  paper: RefObject<HTMLElement | null>,
) {
  const [, navigate] = useLocation();
  // Read once: the page prints on arrival, never on a later render.
  const printRequested = useRef(new URLSearchParams(window.location.search).get('print') === '1');

  // Measured on screen, where the ticket is drawn at its printed width; once laid out it keeps its size (it is 80 mm
  // wide whatever the window), so only late fonts can change it. Not at `beforeprint`: the print layout may already
  // apply, where the ticket is as wide as the window.
  useEffect(() => {
    if (state !== 'ready') return;
    const fit = () => paper.current && fitPageToTicket(paper.current);
    fit();
    void document.fonts.ready.then(fit);
  }, [state, paper]);

  useEffect(() => {
    if (!printRequested.current || state === 'loading') return;
    printRequested.current = false;
    if (state === 'error') {
      tellFramingPage(orderId, 'failed');
      return;
    }
    void document.fonts.ready.then(() => {
      tellFramingPage(orderId, 'printing');
      window.print();
      tellFramingPage(orderId, 'printed');
      if (!framed()) navigate(ticketPath(Number(orderId)), { replace: true });
    });
  }, [orderId, state, navigate]);
}
