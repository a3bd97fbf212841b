import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AccountDetails } from '../../../shared/account.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { AccountDetailsForm } from '../../features/account/account-details-form.tsx';
import { fetchAccount } from '../../features/account/account-api.ts';
import { DeleteAccountForm } from '../../features/account/delete-account-form.tsx';
import { AuthLayout } from '../public/auth-layout.tsx';

/** /account: a customer's name and phone, their password, and deleting the account. */
export function AccountPage() {
  const [details, setDetails] = useState<AccountDetails | null>(null);
  useEffect(() => {
    void fetchAccount().then(setDetails);
  }, []);
  return (
    <AuthLayout>
      {details ? <AccountDetailsForm details={details} /> : <PageSpinner />}
      <Link href="~/account/password" className="verify-email__back">
        Change your password
      </Link>
      <DeleteAccountForm />
      <Link href="~/" className="verify-email__back">
        Back to the menu
      </Link>
    </AuthLayout>
  );
}
