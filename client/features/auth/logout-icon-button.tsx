import { LogoutIcon } from '../../components/icons.tsx';
import { useLogout } from './use-logout.ts';

/** The staff screens' compact logout control. */
export function LogoutIconButton() {
  const { logout, pending } = useLogout();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Log out"
      title="Log out"
      onClick={logout}
      disabled={pending}
    >
      <LogoutIcon />
    </button>
  );
}
