import { useSetAtom } from 'jotai';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import { deleteAccountBody } from '../../../shared/account.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useCheckedSubmit } from '../../lib/use-submission.ts';
import { AuthForm } from '../auth/auth-form.tsx';
import { SIGNED_OUT, sessionAtom } from '../auth/session.ts';
import { deleteAccount } from './account-api.ts';

/** Deleting the account, after the password; the server refuses while an order is under way and says which. */
export function DeleteAccountForm() {
  const form = useForm({ password: '' });
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  const { pending, onSubmit } = useCheckedSubmit(form, deleteAccountBody, async (body) => {
    toast.success((await deleteAccount(body)).message);
    setSession(SIGNED_OUT);
    navigate('~/login', { replace: true });
  });
  const { bind } = form;

  return (
    <AuthForm
      id="delete-account"
      heading="h2"
      title="Delete your account"
      intro="Your name, e-mail address, phone and feedback are removed and you are logged out. Your past orders stay in the restaurant's books without your name or address. You can sign up again with the same e-mail later."
      submitLabel="Delete my account"
      submitTone="secondary"
      pending={pending}
      onSubmit={onSubmit}
    >
      <PasswordField
        id="delete-account-password"
        label="Your password"
        autoComplete="current-password"
        {...bind('password')}
      />
    </AuthForm>
  );
}
