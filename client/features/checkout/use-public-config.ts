import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../../shared/public-config.ts';
import { serverError } from '../../lib/api.ts';
import { fetchPublicConfig } from './checkout-api.ts';

export type PublicConfigState =
  { status: 'loading' } | { status: 'ready'; config: PublicConfig } | { status: 'error'; message: string };

/**
 * One read shared by every part of the page that asks at once (the map, the totals, the wizard); a part mounted later
 * reads again, so zones the administrator changed meanwhile are seen.
 */
let shared: { at: number; read: Promise<PublicConfig> } | null = null;
const SHARED_FOR_MS = 5_000;

function readConfig(fresh: boolean): Promise<PublicConfig> {
  const now = Date.now();
  if (fresh || !shared || now - shared.at > SHARED_FOR_MS) {
    const read = fetchPublicConfig();
    shared = { at: now, read };
    read.catch(() => {
      if (shared?.read === read) shared = null;
    });
  }
  return shared.read;
}

/** The restaurant's public settings a delivery map needs (its zones, its tiles), loaded on mount; `retry` reads again. */
export function usePublicConfig() {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    readConfig(attempt > 0).then(
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
