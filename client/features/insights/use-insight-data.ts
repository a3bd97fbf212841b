import { useEffect, useRef, useState } from 'react';
import { serverError } from '../../lib/api.ts';

const LOAD_FAILED = "Couldn't load the latest figures.";

interface Loaded<T> {
  /** The `key` the data was read for. */
  key: string | null;
  data: T | null;
  error: string | null;
}

/**
 * Figures read over HTTP: again whenever `key` changes (a new filter) or `refreshes` moves (a live signal). What is
 * shown stays shown meanwhile, and after a failure, which is logged (spec point 8) and noted with the server's reason.
 * `loading` is true only while the figures for a new key are on their way.
 */
export function useInsightData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, refreshes: number) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: null, data: null, error: null });
  const latestLoad = useRef(load);

  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setLoaded({ key, data, error: null });
      },
      async (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(failure);
        const problem = await serverError(failure);
        const error = problem ? `${LOAD_FAILED} ${problem.message}` : LOAD_FAILED;
        setLoaded((current) => ({ key, data: current.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, refreshes]);

  return { data: loaded.data, error: loaded.error, loading: loaded.key !== key };
}
