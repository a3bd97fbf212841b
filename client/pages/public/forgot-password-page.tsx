import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** /forgot-password: a new password through a code e-mailed to the account's address. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout>
      <ResetPasswordForm />
    </AuthLayout>
  );
}
