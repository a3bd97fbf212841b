import { EmptyState } from './ui/empty-state.tsx';

/** What a page shows when its list could not load: the reason, and a Retry that tries again. */
export function LoadFailure({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => unknown;
  /** For a place that lays the failure out its own way (a menu section, the whole page). */
  className?: string;
}) {
  return (
    <EmptyState role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => void onRetry()}>
        Retry
      </button>
    </EmptyState>
  );
}
