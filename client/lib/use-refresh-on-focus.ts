import { useEffect } from 'react';

/** Calls `refresh` when the window regains focus or the tab becomes visible again, while `enabled`. */
export function useRefreshOnFocus(refresh: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [enabled, refresh]);
}
