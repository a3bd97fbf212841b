import { useState } from 'react';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { SignUpForm } from '../../features/auth/sign-up-form.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** /login: one screen that toggles between signing in and creating an account. */
export function LoginPage() {
  const [mode, setMode] = useState<'login' | 'sign-up'>('login');
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
