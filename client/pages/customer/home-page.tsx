import { MenuSection } from '../../features/menu/menu-section.tsx';
import { HomeHero } from './home-hero.tsx';
import './home-page.css';

/** / (spec point 2): the hero pointing to the assistant, then the menu. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <MenuSection />
    </>
  );
}
