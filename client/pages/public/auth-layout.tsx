import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../components/logo.tsx';
import './auth-layout.css';
import { useRestaurantProfile } from '../../features/restaurant/restaurant-profile.ts';

/** The sign-in and verification screens: the brand panel on the left (on top on phones) and a form card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { name } = useRestaurantProfile();
  return (
    <div className="auth-layout">
      <header className="auth-brand on-dark">
        <Logo onDark className="auth-brand__logo" />
        <div className="auth-brand__pitch">
          <p className="display-title auth-brand__tagline">Think Less, Eat More</p>
          <p className="lede auth-brand__line">Tell the assistant how you feel; it picks what to eat.</p>
        </div>
        <ul className="auth-brand__points" aria-label={`Why ${name}`}>
          <li>Recommendations from today&apos;s menu</li>
          <li>Orders confirmed with a one-time code</li>
          <li>Track your food from kitchen to door</li>
        </ul>
      </header>
      <main className="auth-main">
        {/* Guests browse before signing in (docs/decisions/0035): the way back, cart and all. */}
        <Link href="/" className="auth-main__back">
          ← Back to the menu
        </Link>
        <div className="auth-card card">{children}</div>
      </main>
    </div>
  );
}
