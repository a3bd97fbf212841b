import { HomeHero } from '../pages/customer/home-hero.tsx';

/**
 * What / shows before any script has run: the customer's top bar, empty, and the hero, where the app draws them. The
 * bar's links, cart and logo are left to the app: where the logo sits depends on the buttons beside it, and a logo
 * that moved as the app took over would look broken. The build renders this into index.html
 * (scripts/build-first-paint.ts), so a phone on a slow network sees the page at once instead of a blank screen; the
 * app takes over once its first page is ready (hand-off.tsx).
 */
export function HomeFirstPaint() {
  return (
    <>
      <header className="customer-header">
        <div className="customer-nav" />
      </header>
      <main className="customer-main">
        <HomeHero />
      </main>
    </>
  );
}
