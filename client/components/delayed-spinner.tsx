import { useEffect, useState } from 'react';
import { PageSpinner } from './page-spinner.tsx';

/**
 * A page spinner that appears only once loading has lasted `delayMs` (order tracking waits 2 seconds, spec
 * point 9), so quick loads do not flash it. Until then an invisible status says the page is loading.
 */
export function DelayedSpinner({ delayMs, label = 'Loading' }: { delayMs: number; label?: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (!visible) {
    return (
      <p className="visually-hidden" role="status">
        {label}
      </p>
    );
  }
  return <PageSpinner label={label} />;
}
