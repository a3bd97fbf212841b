import { Link } from 'wouter';
import { KeyIcon } from '../../components/icons.tsx';

/**
 * The way to /account/password from every signed-in area. `compact` shows the icon alone (the staff screens' bar),
 * named for screen readers and on hover.
 */
export function ChangePasswordLink({ className, compact = false }: { className: string; compact?: boolean }) {
  return (
    <Link
      href="~/account/password"
      className={className}
      aria-label={compact ? 'Change password' : undefined}
      title={compact ? 'Change password' : undefined}
    >
      <KeyIcon />
      {!compact && <span className="nav-label">Password</span>}
    </Link>
  );
}
