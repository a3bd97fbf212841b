import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { AuthLayout } from '../public/auth-layout.tsx';

/** /account/password: for every signed-in role. */
export function ChangePasswordPage() {
  return (
    <AuthLayout>
      <ChangePasswordForm />
    </AuthLayout>
  );
}
