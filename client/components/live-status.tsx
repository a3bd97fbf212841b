import { useConnectionState, type ConnectionState } from '../lib/live-socket.ts';
import './live-status.css';

const LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether this screen is receiving live updates; a polite status, so a dropped connection is announced. */
export function LiveStatus() {
  const state = useConnectionState();
  return (
    <p className="live-status" data-state={state} role="status">
      <span className="live-status__dot" aria-hidden="true" />
      {LABELS[state]}
    </p>
  );
}
