import { useLayoutEffect } from 'react';

/** The element holding the page drawn into index.html at build time (home-first-paint.tsx). */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Rendered with the first page the app can show (or its error): replaces the first paint with the app's root, hidden
 * until then, in one frame, so the screen never goes blank between the two.
 */
export function FirstPaintHandOff() {
  useLayoutEffect(() => {
    const firstPaint = document.getElementById(FIRST_PAINT_ID);
    if (!firstPaint) return;
    firstPaint.remove();
    document.getElementById('root')?.removeAttribute('hidden');
  }, []);
  return null;
}
