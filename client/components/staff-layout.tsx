import type { ReactNode } from 'react';
import { ChangePasswordLink } from '../features/auth/change-password-link.tsx';
import { LogoutIconButton } from '../features/auth/logout-icon-button.tsx';
import { Logo } from './logo.tsx';
import './staff-layout.css';
import { useFollowRestaurantProfile } from '../features/restaurant/restaurant-profile.ts';

/** The kitchen and delivery screens' frame: a dark bar with the logo, the page title and a logout icon. */
export function StaffLayout({ title, children }: { title: string; children: ReactNode }) {
  useFollowRestaurantProfile();
  return (
    <>
      <header className="staff-header on-dark">
        <Logo onDark className="staff-header__logo" />
        <h1 className="staff-header__title">{title}</h1>
        <ChangePasswordLink className="icon-button" compact />
        <LogoutIconButton />
      </header>
      <main className="staff-main">{children}</main>
    </>
  );
}
