import { Component, type ReactNode } from 'react';
import { FirstPaintHandOff } from '../first-paint/hand-off.tsx';
import { LoadFailure } from './load-failure.tsx';
import './page-error-boundary.css';

const MESSAGE = "This page didn't load. Check your connection and try again.";

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Going to another address clears the failure, without remounting a page that stays across its own paths. */
  resetOn?: string;
}

/**
 * Pages arrive in chunks of their own: a chunk that fails to arrive (offline, or replaced by a newer version of
 * Forkcast) shows a message with a Retry that loads the page afresh, instead of a blank screen.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (this.state.failed && previous.resetOn !== this.props.resetOn) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <FirstPaintHandOff />
        <LoadFailure className="page-error" message={MESSAGE} onRetry={() => window.location.reload()} />
      </>
    );
  }
}
