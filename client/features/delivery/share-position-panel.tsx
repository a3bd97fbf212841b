import { useRef } from 'react';
import { POSITION_INTERVAL_MS } from '../../../shared/staff-orders.ts';
import { MapPinIcon } from '../../components/icons.tsx';
import { useNow } from '../../lib/use-now.ts';
import { sentAgo } from './position-schedule.ts';
import type { Sharing } from './use-share-position.ts';
import './share-position-panel.css';

const KEPT_WHILE_OUT = 'Positions are kept only while the order is out and deleted when it ends.';
const SHARING_EXPLAINED =
  `While you carry an order, your phone shares where you are every ${POSITION_INTERVAL_MS / 1000} seconds so the ` +
  `customer can see you coming. ${KEPT_WHILE_OUT}`;
const ESTIMATE_ONLY = 'the customer will see only the estimated arrival time.';

interface SharePositionPanelProps {
  sharing: Sharing;
  onStart: () => void;
}

/**
 * Asks the rider, with the reason and what is kept, before the phone shares its position; then says whether it is
 * shared and when it last reached the restaurant, and what the customer misses when it is not.
 */
export function SharePositionPanel({ sharing, onStart }: SharePositionPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  function start() {
    onStart();
    // The button goes as sharing starts: the panel's heading keeps the focus in the panel.
    heading.current?.focus();
  }

  return (
    <section className="share-position" data-state={sharing.state} aria-labelledby="share-position-title">
      <h2 id="share-position-title" ref={heading} className="share-position__title" tabIndex={-1}>
        <MapPinIcon />
        Your location
      </h2>
      <Body sharing={sharing} onStart={start} />
    </section>
  );
}

function Body({ sharing, onStart }: SharePositionPanelProps) {
  switch (sharing.state) {
    case 'asking':
      return (
        <>
          <p>{SHARING_EXPLAINED}</p>
          <button type="button" className="button button--primary share-position__button" onClick={onStart}>
            Share my location
          </button>
        </>
      );
    case 'starting':
      return (
        <>
          <p role="status">Finding where you are… If your phone asks, allow this site to use your location.</p>
          <p className="share-position__note">{KEPT_WHILE_OUT}</p>
        </>
      );
    case 'on':
      return (
        <>
          <SharingLine sentAt={sharing.sentAt} failing={sharing.failing} lost={sharing.lost} />
          <p className="share-position__note">
            {KEPT_WHILE_OUT} Phones pause sharing while this page is not on screen.
          </p>
        </>
      );
    case 'denied':
      return (
        <>
          <p role="status">Your location isn&apos;t shared, so {ESTIMATE_ONLY}</p>
          <p className="share-position__note">
            If your phone doesn&apos;t ask again, allow location for this site in the browser&apos;s settings, then try
            again.
          </p>
          <button type="button" className="button button--secondary share-position__button" onClick={onStart}>
            Try again
          </button>
        </>
      );
    case 'unsupported':
      return (
        <p>
          {sharing.reason === 'insecure'
            ? "Phones share their location only with a secure (https) address, and this page isn't on one, so "
            : "This browser can't share your location, so "}
          {ESTIMATE_ONLY}
        </p>
      );
    case 'stopped':
      return (
        <p role="status">
          Not sharing: the restaurant has no order out with you. Sharing starts again with your next order.
        </p>
      );
  }
}

/** "Sharing your location · last sent 12 s ago": only its first words are announced, not every second's count. */
function SharingLine({ sentAt, failing, lost }: { sentAt: number | null; failing: boolean; lost: boolean }) {
  const now = useNow(1000);
  let detail: string;
  if (lost) detail = "your phone can't find where you are just now; still looking";
  else if (failing)
    detail = `couldn't send the last one, trying again${sentAt ? ` (last sent ${sentAgo(sentAt, now)})` : ''}`;
  else detail = sentAt ? `last sent ${sentAgo(sentAt, now)}` : 'sending…';
  return (
    <p className="share-position__line">
      <span role="status">Sharing your location</span> · {detail}
    </p>
  );
}
