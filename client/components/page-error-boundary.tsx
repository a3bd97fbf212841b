import { Component, type ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';
import './page-error-boundary.css';

const MESSAGE = "This page didn't load. Check your connection and try again.";

/**
 * Pages arrive in chunks of their own: a chunk that fails to arrive (offline, or replaced by a newer version of
 * Forkcast) shows a message with a Retry that loads the page afresh, instead of a blank screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailure className="page-error" message={MESSAGE} onRetry={() => window.location.reload()} />;
  }
}
