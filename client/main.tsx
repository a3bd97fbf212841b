/**
 * The entry, kept tiny: on / the page arrives already drawn (scripts/build-first-paint.ts), and the browser should
 * show it before spending a phone's slow CPU on the app. So the app (boot.tsx) is imported only once that first
 * paint has had a frame; every other page imports it at once.
 */
import './styles/global.css';

if (document.getElementById('first-paint')) {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
await import('./boot.tsx');
