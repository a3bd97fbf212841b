import { Link } from 'wouter';
import { ChatIcon } from '../../components/icons.tsx';

/**
 * The home page's hero, pointing to the assistant. Its styles are in home-page.css; it imports none itself, as the
 * build also draws it into index.html for the first paint (client/first-paint/home-first-paint.tsx).
 */
export function HomeHero() {
  return (
    <section className="home-hero on-dark" aria-labelledby="home-hero-title">
      <div className="home-hero__text">
        <p className="eyebrow">Think Less, Eat More</p>
        <h1 id="home-hero-title" className="display-title">
          Cant Decide? Let the assistant Decide for You!
        </h1>
        <p className="lede home-hero__lede">
          Tell the assistant how your day is going and what you crave; it picks from today&apos;s menu.
        </p>
        <Link href="/chat" className="button button--saffron home-hero__cta">
          <ChatIcon />
          Try it Out Now
        </Link>
      </div>
      <div className="home-hero__art" aria-hidden="true">
        <span className="home-hero__plate" />
        <span className="home-hero__bubble">What should I eat?</span>
      </div>
    </section>
  );
}
