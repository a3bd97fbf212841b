import { Link } from 'wouter';
import { Logo } from '../components/logo.tsx';
import './not-found-page.css';

/** Content only: the caller supplies the <main> landmark (the admin area shows it inside its own). */
export function NotFoundPage() {
  return (
    <div className="not-found">
      <Logo className="not-found__logo" />
      <h1>Page not found</h1>
      <p>There is nothing on the menu at this address.</p>
      <Link href="~/" className="button button--primary">
        Go to the home page
      </Link>
    </div>
  );
}
