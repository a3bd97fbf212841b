/** What a page shows when its list could not load: the reason, and a Retry that tries again. */
export function LoadFailure({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => unknown;
  className: string;
}) {
  return (
    <div className={`${className} card`} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => void onRetry()}>
        Retry
      </button>
    </div>
  );
}
