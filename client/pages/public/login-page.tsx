import { useState } from 'react';
import { useSearch } from 'wouter';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { SignUpForm } from '../../features/auth/sign-up-form.tsx';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /login: one screen that toggles between signing in and creating an account. `/login?new` opens on creating one
 * (the checkout's "Create an account").
 */
export function LoginPage() {
  const opensOnSignUp = new URLSearchParams(useSearch()).has('new');
  const [mode, setMode] = useState<'login' | 'sign-up'>(opensOnSignUp ? 'sign-up' : 'login');
  // Focus follows a switch, not the first visit.
  const [switched, setSwitched] = useState(false);

  function show(next: typeof mode) {
    setMode(next);
    setSwitched(true);
  }

  return (
    <AuthLayout>
      {mode === 'login' ? (
        <LoginForm focusTitle={switched} onCreateAccount={() => show('sign-up')} />
      ) : (
        <SignUpForm focusTitle={switched} onLogin={() => show('login')} />
      )}
    </AuthLayout>
  );
}
