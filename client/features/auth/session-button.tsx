import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { LoginIcon, LogoutIcon } from '../../components/icons.tsx';
import { sessionAtom } from './session.ts';
import { useLogout } from './use-logout.ts';

/** The navigation's Login/Logout control: logs out when signed in, otherwise links to the sign-in screen. */
export function SessionButton({ className }: { className: string }) {
  const session = useAtomValue(sessionAtom);
  const { logout, pending } = useLogout();

  if (session.status !== 'signed-in') {
    return (
      <Link href="~/login" className={className}>
        <LoginIcon />
        <span className="nav-label">Login</span>
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={logout} disabled={pending}>
      <LogoutIcon />
      <span className="nav-label">Logout</span>
    </button>
  );
}
