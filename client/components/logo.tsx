/** The Forkcast wordmark; `onDark` picks the version drawn for dark backgrounds. */
export function Logo({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  return (
    <img
      className={className ? `logo ${className}` : 'logo'}
      src={onDark ? '/logo-on-dark.svg' : '/logo.svg'}
      alt="Forkcast"
      width={184}
      height={48}
    />
  );
}
