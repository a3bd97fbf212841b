import { useEffect, useState } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { fetchProduct } from './menu-api.ts';

export type ProductResult =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * One dish by id, read again whenever the menu changes (sold out, back on, edited), the dish shown meanwhile. Mount
 * it with `key={id}` so a new id starts from `loading`. `retry` asks again after an error.
 */
export function useProduct(id: string) {
  const [result, setResult] = useState<ProductResult>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useLiveSignal('menu.changed', () => setAttempt((n) => n + 1));

  useEffect(() => {
    const controller = new AbortController();
    fetchProduct(id, controller.signal).then(
      (product) => setResult({ status: 'ready', product }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        // 400 is an id that cannot exist (not a number): to the customer that is the same as no such dish.
        if (hasStatus(error, 404) || hasStatus(error, 400)) {
          setResult({ status: 'not-found' });
          return;
        }
        const problem = await serverError(error);
        setResult({ status: 'error', message: problem?.message ?? "We couldn't reach the restaurant." });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  function retry() {
    setResult({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  return { result, retry };
}
