import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { MenuCategory } from './menu-categories.ts';
import './category-bar.css';

/** How far under the bar a section's top may be and still count as the one being read. */
const READING_SLACK_PX = 24;
/** How far a section may have moved during the scroll to it and still be landed on again. */
const LANDING_DRIFT_PX = 400;

/**
 * The menu's categories as a bar that sticks under the header and scrolls sideways: each a jump link to its
 * section, the one being read marked as current (and kept in view inside the bar).
 */
export function CategoryBar({ categories }: { categories: readonly MenuCategory[] }) {
  const barRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useCurrentSection(categories, barRef);

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const start = link.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: start - list.clientWidth / 3, behavior: motion() });
    }
  }, [current]);

  function jump(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
    const section = document.getElementById(anchor);
    const bar = barRef.current;
    if (!section || !bar) return;
    event.preventDefault();
    // Where the section's top lands: right under the bar once the bar has stuck under the header.
    const stuckBottom = parseFloat(getComputedStyle(bar).top) + bar.offsetHeight;
    const offset = () => section.getBoundingClientRect().top - stuckBottom;
    if (Math.abs(offset()) > 1) {
      // Dishes far off screen are laid out only as they come near (content-visibility), so the section can move
      // while the page scrolls to it: once there, it lands again where the section now is, unless the reader has
      // scrolled elsewhere meanwhile.
      window.addEventListener(
        'scrollend',
        () => {
          if (Math.abs(offset()) > 1 && Math.abs(offset()) < LANDING_DRIFT_PX) window.scrollBy({ top: offset() });
        },
        { once: true },
      );
      window.scrollTo({ top: window.scrollY + offset(), behavior: motion() });
    }
    section.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    setCurrent(anchor);
  }

  return (
    <nav ref={barRef} className="category-bar" aria-label="Menu categories">
      <ul ref={listRef} className="category-bar__list">
        {categories.map(({ name, anchor }) => (
          <li key={anchor}>
            <a
              href={`#${anchor}`}
              className="category-bar__link"
              aria-current={anchor === current ? 'true' : undefined}
              onClick={(event) => jump(event, anchor)}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function motion(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** The section being read: the last whose top has reached the bar, or the last of all at the page's end. */
function useCurrentSection(categories: readonly MenuCategory[], bar: RefObject<HTMLElement | null>) {
  const [current, setCurrent] = useState<string | undefined>(categories[0]?.anchor);

  useEffect(() => {
    let frame = 0;
    function measure() {
      frame = 0;
      const line = (bar.current?.getBoundingClientRect().bottom ?? 0) + READING_SLACK_PX;
      const atEnd =
        window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let reading = categories[0]?.anchor;
      for (const { anchor } of categories) {
        const top = document.getElementById(anchor)?.getBoundingClientRect().top;
        if (top !== undefined && (top <= line || atEnd)) reading = anchor;
      }
      setCurrent(reading);
    }
    function schedule() {
      if (!frame) frame = requestAnimationFrame(measure);
    }
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [categories, bar]);

  return [current, setCurrent] as const;
}
