import { MenuSection } from '../../features/menu/menu-section.tsx';
import { LastOrder } from '../../features/orders/last-order.tsx';
import { HomeHero } from './home-hero.tsx';
import './home-page.css';

/**
 * / (spec point 2): the hero pointing to the assistant, a returning customer's last order to order again, then the
 * menu. Open to guests (docs/decisions/0035).
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <LastOrder />
      <MenuSection />
    </>
  );
}
