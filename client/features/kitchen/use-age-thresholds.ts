import { useEffect, useState } from 'react';
import { DEFAULT_THRESHOLDS, fetchAgeThresholds, type AgeThresholds } from './kitchen-api.ts';

/** The restaurant's amber and red ages; the defaults until (or unless) the setup answers. */
export function useAgeThresholds(): AgeThresholds {
  const [thresholds, setThresholds] = useState(DEFAULT_THRESHOLDS);
  useEffect(() => {
    const controller = new AbortController();
    // A failure only means the default colours: not worth a message of its own.
    fetchAgeThresholds(controller.signal).then(setThresholds, () => undefined);
    return () => controller.abort();
  }, []);
  return thresholds;
}
