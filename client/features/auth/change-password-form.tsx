import { useAtomValue } from 'jotai';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { changePasswordBody } from '../../../shared/auth.ts';
import { ROLE_HOME } from '../../../shared/constants.ts';
import { useForm } from '../../lib/use-form.ts';
import { useCheckedSubmit } from '../../lib/use-submission.ts';
import { changePassword } from './auth-api.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { sessionAtom } from './session.ts';
import './verify-email-form.css';

/** A signed-in person changes their password; their other devices are signed out, this one stays. */
export function ChangePasswordForm() {
  const form = useForm({ currentPassword: '', newPassword: '' });
  const session = useAtomValue(sessionAtom);
  // A customer came from their account page; staff from their own screen.
  const role = session.status === 'signed-in' ? session.user.role : null;
  const home = role === 'CUSTOMER' ? '/account' : role ? ROLE_HOME[role] : '/';
  const [, navigate] = useLocation();
  const { pending, onSubmit } = useCheckedSubmit(form, changePasswordBody, async (body) => {
    toast.success((await changePassword(body)).message);
    navigate(home, { replace: true });
  });
  const { bind } = form;

  return (
    <AuthForm
      id="change-password"
      title="Change your password"
      intro="Every other device where you are logged in will be logged out."
      submitLabel="Change password"
      pending={pending}
      onSubmit={onSubmit}
      footer={
        <Link href={`~${home}`} className="verify-email__back">
          Back
        </Link>
      }
    >
      <PasswordField
        id="current-password"
        label="Current password"
        autoComplete="current-password"
        {...bind('currentPassword')}
      />
      <PasswordField id="new-password" label="New password" autoComplete="new-password" {...bind('newPassword')} />
    </AuthForm>
  );
}
