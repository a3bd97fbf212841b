import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { pendingEmailAtom } from '../../features/auth/pending-email.ts';
import { VerifyEmailForm } from '../../features/auth/verify-email-form.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** /verify-otp: only meaningful while an e-mail waits for its code (spec point 2). */
export function VerifyOtpPage() {
  const email = useAtomValue(pendingEmailAtom);
  if (!email) return <Redirect to="/login" replace />;
  return (
    <AuthLayout>
      <VerifyEmailForm email={email} />
    </AuthLayout>
  );
}
