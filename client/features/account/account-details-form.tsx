import { useSetAtom } from 'jotai';
import { toast } from 'react-toastify';
import { Link } from 'wouter';
import { updateAccountBody, type AccountDetails } from '../../../shared/account.ts';
import { FormField, TextField } from '../../components/form-field.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { useForm } from '../../lib/use-form.ts';
import { useCheckedSubmit } from '../../lib/use-submission.ts';
import { AuthForm } from '../auth/auth-form.tsx';
import { sessionAtom, signedIn } from '../auth/session.ts';
import { updateAccount } from './account-api.ts';
import '../auth/verify-email-form.css';

/** Name and phone, with the sign-up rules; the e-mail address is the login and is shown, not edited. */
export function AccountDetailsForm({ details }: { details: AccountDetails }) {
  const form = useForm({ name: details.name, phone: details.phone ?? '' });
  const setSession = useSetAtom(sessionAtom);
  const { pending, onSubmit } = useCheckedSubmit(form, updateAccountBody, async (body) => {
    const { message, data } = await updateAccount(body);
    setSession((session) =>
      session.status === 'signed-in' ? signedIn({ ...session.user, name: data.name }) : session,
    );
    toast.success(message);
  });
  const { values, setValue, bind, errors } = form;

  return (
    <AuthForm
      id="account-details"
      heading="h2"
      title="Your details"
      intro={`Signed in as ${details.email}. The rider sees your first name and can call this number.`}
      submitLabel="Save details"
      pending={pending}
      onSubmit={onSubmit}
      footer={
        <Link href="~/account/password" className="verify-email__back">
          Change your password
        </Link>
      }
    >
      <TextField id="account-name" label="Name" autoComplete="name" {...bind('name')} />
      <FormField id="account-phone" label="Phone number" error={errors.phone}>
        {(control) => (
          <PhoneInput {...control} name="phone" value={values.phone} onChange={(digits) => setValue('phone', digits)} />
        )}
      </FormField>
    </AuthForm>
  );
}
