import type { ReactNode } from 'react';
import { ChangePasswordLink } from '../features/auth/change-password-link.tsx';
import { LogoutIconButton } from '../features/auth/logout-icon-button.tsx';
import { Logo } from './logo.tsx';
import './staff-layout.css';
import { useFollowRestaurantProfile } from '../features/restaurant/restaurant-profile.ts';

interface StaffLayoutProps {
  title: string;
  /** A screen made to hang on a wall: on one, it takes exactly the screen's height and never scrolls. */
  wall?: boolean;
  children: ReactNode;
}

/** The kitchen and delivery screens' frame: a dark bar with the logo, the page title and a logout icon. */
export function StaffLayout({ title, wall = false, children }: StaffLayoutProps) {
  useFollowRestaurantProfile();
  return (
    <div className="staff-frame" data-wall={wall || undefined}>
      <header className="staff-header on-dark">
        <Logo onDark className="staff-header__logo" />
        <h1 className="staff-header__title">{title}</h1>
        <ChangePasswordLink className="icon-button" compact />
        <LogoutIconButton />
      </header>
      <main className="staff-main">{children}</main>
    </div>
  );
}
