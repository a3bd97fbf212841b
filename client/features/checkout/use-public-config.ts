import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../../shared/public-config.ts';
import { serverError } from '../../lib/api.ts';
import { fetchPublicConfig } from './checkout-api.ts';

export type PublicConfigState =
  { status: 'loading' } | { status: 'ready'; config: PublicConfig } | { status: 'error'; message: string };

/** The restaurant's public settings a delivery map needs (its area, its tiles), loaded on mount; `retry` reads again. */
export function usePublicConfig() {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchPublicConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      async (error: unknown) => {
        const problem = await serverError(error);
        if (live) setState({ status: 'error', message: problem?.message ?? "We couldn't load the map." });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return { configState: state, retry: () => setAttempt((n) => n + 1) };
}
