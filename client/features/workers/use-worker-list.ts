import { useState } from 'react';
import type { Worker } from '../../../shared/workers.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { fetchWorkers } from './workers-api.ts';

/**
 * The workers as the server listed them, with the admin's own saves applied at once. The next list read (a return to
 * the tab) replaces both, so the table never drifts from the server for long.
 */
export function useWorkerList() {
  const { resource, reload } = useLiveResource(fetchWorkers, {
    refreshOnFocus: true,
    failureMessage: "We couldn't load the workers.",
  });
  const loaded = resource.status === 'ready' ? resource.data : null;
  const [saved, setSaved] = useState<{ over: Worker[]; workers: Worker[] } | null>(null);
  const workers = saved && saved.over === loaded ? saved.workers : loaded;

  function change(apply: (workers: Worker[]) => Worker[]) {
    if (!loaded) return;
    setSaved((current) => ({ over: loaded, workers: apply(current?.over === loaded ? current.workers : loaded) }));
  }

  return {
    resource,
    reload,
    /** Null until the first list has loaded. */
    workers,
    saved: (worker: Worker) =>
      change((list) =>
        list.some((w) => w.workerId === worker.workerId)
          ? list.map((w) => (w.workerId === worker.workerId ? worker : w))
          : [...list, worker],
      ),
    removed: (workerId: number) => change((list) => list.filter((w) => w.workerId !== workerId)),
  };
}
