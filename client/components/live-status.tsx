import { useConnectionState, type ConnectionState } from '../lib/live-socket.ts';
import { Badge, type BadgeTone } from './ui/badge.tsx';
import { ToolbarGroup } from './ui/toolbar.tsx';
import './live-status.css';

const TONES: Record<ConnectionState, BadgeTone> = { connecting: 'neutral', live: 'success', reconnecting: 'warning' };

const LABELS: Record<ConnectionState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether this screen is receiving live updates; a polite status, so a dropped connection is announced. */
export function LiveStatus() {
  const state = useConnectionState();
  return (
    <Badge as="p" tone={TONES[state]} className="live-status" data-state={state} role="status">
      <span className="live-status__dot" aria-hidden="true" />
      {LABELS[state]}
    </Badge>
  );
}

/** The connection pill, with a note beside it while the screen shows what it last read because a refresh failed. */
export function LiveStatusGroup({ refreshFailed }: { refreshFailed: boolean }) {
  return (
    <ToolbarGroup>
      <LiveStatus />
      {refreshFailed && (
        <p className="toolbar__note" role="status">
          Couldn&apos;t refresh just now; showing the last known orders.
        </p>
      )}
    </ToolbarGroup>
  );
}

/**
 * A lost connection across the whole width of a wall screen, where a small status pill goes unseen: the board stays
 * as it was until the connection is back. The status pill announces it; this banner only shows it.
 */
export function ReconnectingBanner() {
  const state = useConnectionState();
  if (state !== 'reconnecting') return null;
  return (
    <div className="live-banner" aria-hidden="true">
      Reconnecting… New orders and moves will show as soon as the connection is back.
    </div>
  );
}
