import { useEffect, useState } from 'react';
import type { AccountDetails } from '../../../shared/account.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { AccountDetailsForm } from '../../features/account/account-details-form.tsx';
import { fetchAccount } from '../../features/account/account-api.ts';
import { DeleteAccountForm } from '../../features/account/delete-account-form.tsx';
import { SavedAddressesSection } from '../../features/account/saved-addresses-section.tsx';

/**
 * /account: a customer's name and phone, their password, their saved addresses, and deleting the account. Inside the customer's layout, so
 * the top bar, the tab bar and the restaurant's closed or paused notice stay with them.
 */
export function AccountPage() {
  const [details, setDetails] = useState<AccountDetails | null>(null);
  useEffect(() => {
    void fetchAccount().then(setDetails);
  }, []);
  return (
    <Panel narrow titleId="account-title" title="Your account">
      <Card>{details ? <AccountDetailsForm details={details} /> : <PageSpinner />}</Card>
      <Card>
        <SavedAddressesSection />
      </Card>
      <Card>
        <DeleteAccountForm />
      </Card>
    </Panel>
  );
}
