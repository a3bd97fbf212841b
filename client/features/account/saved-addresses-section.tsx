import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { areaNames } from '../../../shared/places.ts';
import { addressLine, LABEL_MAX, savedAddressInput, type SavedAddress } from '../../../shared/saved-addresses.ts';
import { DELIVERY_NOTE_MAX } from '../../../shared/options.ts';
import { TextField } from '../../components/form-field.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { serverError } from '../../lib/api.ts';
import { useForm } from '../../lib/use-form.ts';
import { useCheckedSubmit } from '../../lib/use-submission.ts';
import { AddressFields } from '../checkout/address-fields.tsx';
import { usePublicConfig } from '../checkout/use-public-config.ts';
import { deleteAddress, fetchCheckoutMemory, updateAddress } from './account-api.ts';
import './saved-addresses-section.css';

/**
 * The customer's saved addresses: each with its label, address and rider's note to change, or to delete. New ones
 * are saved at checkout, where the map sets their point; the point stays as it was when the words change here.
 */
export function SavedAddressesSection() {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCheckoutMemory(controller.signal).then(
      (memory) => setAddresses(memory.addresses),
      () => setAddresses([]),
    );
    return () => controller.abort();
  }, []);

  async function remove(address: SavedAddress) {
    try {
      const { message } = await deleteAddress(address.id);
      setAddresses((current) => current?.filter((other) => other.id !== address.id) ?? null);
      toast.success(`${address.label}: ${message}`);
    } catch (error) {
      const problem = await serverError(error);
      if (problem) toast.error(problem.message);
    }
  }

  return (
    <section className="saved-addresses" aria-labelledby="saved-addresses-title">
      <h2 id="saved-addresses-title">Your addresses</h2>
      {addresses === null && <PageSpinner label="Loading your addresses" />}
      {addresses?.length === 0 && (
        <p className="saved-addresses__empty">
          None saved yet. At checkout, tick &quot;Save this address for next time&quot; and the next order starts with
          it.
        </p>
      )}
      <ul className="saved-addresses__list">
        {addresses?.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <SavedAddressForm
                address={address}
                onSaved={(saved) => {
                  setAddresses((current) => current?.map((other) => (other.id === saved.id ? saved : other)) ?? null);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={address.id} className="saved-addresses__item">
              <div className="saved-addresses__text">
                <strong>{address.label}</strong>
                <span>{addressLine(address)}</span>
                {address.deliveryNote && <span className="saved-addresses__note">{address.deliveryNote}</span>}
              </div>
              <div className="saved-addresses__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Edit ${address.label}`}
                  onClick={() => setEditing(address.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Delete ${address.label}`}
                  onClick={() => void remove(address)}
                >
                  Delete
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

interface SavedAddressFormProps {
  address: SavedAddress;
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
}

function SavedAddressForm({ address, onSaved, onCancel }: SavedAddressFormProps) {
  const { configState } = usePublicConfig();
  const areas = configState.status === 'ready' ? areaNames(configState.config.places) : [];
  const form = useForm({
    label: address.label,
    address: address.address,
    sector: address.sector,
    deliveryNote: address.deliveryNote,
  });
  const point = { latitude: address.latitude, longitude: address.longitude };
  const { pending, onSubmit } = useCheckedSubmit(
    { ...form, values: { ...form.values, ...point } },
    savedAddressInput,
    async (body) => {
      const { message, data } = await updateAddress({ ...body, id: address.id });
      toast.success(message);
      onSaved(data);
    },
  );
  const { values, setValue, bind, errors } = form;
  return (
    <form className="saved-address-form" noValidate onSubmit={onSubmit} aria-label={`Edit ${address.label}`}>
      <TextField id={`address-${address.id}-label`} label="Name" maxLength={LABEL_MAX} {...bind('label')} />
      <AddressFields
        id={`address-${address.id}`}
        areas={areas}
        sectorLabel="Select Sector"
        sector={values.sector}
        address={values.address}
        onSector={(sector) => setValue('sector', sector)}
        onAddress={(text) => setValue('address', text)}
        errors={{ sector: errors.sector, address: errors.address }}
      />
      <TextField
        id={`address-${address.id}-note`}
        label="Note for the rider (optional)"
        maxLength={DELIVERY_NOTE_MAX}
        {...bind('deliveryNote')}
      />
      <div className="saved-addresses__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          Save
        </button>
      </div>
    </form>
  );
}
