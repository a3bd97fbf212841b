import { addressLine, LABEL_MAX, SUGGESTED_LABELS, type SavedAddress } from '../../../shared/saved-addresses.ts';
import { TextField } from '../../components/form-field.tsx';
import { ZoneTerms } from './delivery-terms.tsx';
import { usePublicConfig } from './use-public-config.ts';

/** Which address the order goes to: one of the saved ones, or one typed now. */
export type AddressChoice = number | 'new';

const OTHER = 'Other';

/** "House 12, Street 7, F-8" and the rider's note: a saved address as the choice shows it. */
const detailOf = (address: SavedAddress) =>
  addressLine(address) + (address.deliveryNote ? ` · ${address.deliveryNote}` : '');

interface SavedAddressChoiceProps {
  addresses: readonly SavedAddress[];
  chosen: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  onEdit: (address: SavedAddress) => void;
}

/** The saved addresses as cards to tap, the last one used chosen already, and "A new address". */
export function SavedAddressChoice({ addresses, chosen, onChoose, onEdit }: SavedAddressChoiceProps) {
  const { configState } = usePublicConfig();
  const current = addresses.find((address) => address.id === chosen);
  return (
    <>
      <fieldset className="choice-cards">
        <legend className="visually-hidden">Deliver to</legend>
        {addresses.map((address) => (
          <label key={address.id} className="choice-card">
            <input
              type="radio"
              name="savedAddress"
              value={address.id}
              checked={chosen === address.id}
              onChange={() => onChoose(address.id)}
            />
            <span className="choice-card__text">
              <strong>{address.label}</strong>
              <span className="choice-card__detail">{detailOf(address)}</span>
            </span>
          </label>
        ))}
        <label className="choice-card">
          <input
            type="radio"
            name="savedAddress"
            value="new"
            checked={chosen === 'new'}
            onChange={() => onChoose('new')}
          />
          <strong>A new address</strong>
        </label>
      </fieldset>
      {current && configState.status === 'ready' && (
        <ZoneTerms config={configState.config} point={{ latitude: current.latitude, longitude: current.longitude }} />
      )}
      {current && (
        <p className="saved-address__actions">
          <button type="button" className="link-button" onClick={() => onEdit(current)}>
            Change {current.label}
          </button>
        </p>
      )}
    </>
  );
}

interface SaveAddressAsProps {
  /** The label the address will be saved under; null: not saved. */
  label: string | null;
  onLabel: (label: string | null) => void;
  /** Labels already in use: offered chips skip them, so a new address never silently replaces Home. */
  taken: readonly string[];
  /** Editing a saved address: it is saved under its own label, and only whether to save is asked. */
  fixedLabel?: string | undefined;
}

/** The first suggested label not in use, or an empty one to type. */
export function freeLabel(taken: readonly string[]): string {
  const used = new Set(taken.map((label) => label.toLowerCase()));
  return SUGGESTED_LABELS.find((label) => !used.has(label.toLowerCase())) ?? '';
}

/** "Save this address for next time", and under what name: Home, Work, or the customer's own. */
export function SaveAddressAs({ label, onLabel, taken, fixedLabel }: SaveAddressAsProps) {
  const offered = SUGGESTED_LABELS.filter(
    (suggested) => !taken.some((t) => t.toLowerCase() === suggested.toLowerCase()),
  );
  const chip = label === null ? null : (offered.find((suggested) => suggested === label) ?? OTHER);
  return (
    <div className="save-address">
      <label className="save-address__toggle">
        <input
          type="checkbox"
          checked={label !== null}
          onChange={(event) => onLabel(event.target.checked ? (fixedLabel ?? freeLabel(taken)) : null)}
        />
        {fixedLabel ? `Save the changes to ${fixedLabel}` : 'Save this address for next time'}
      </label>
      {label !== null && !fixedLabel && (
        <>
          <fieldset className="choice-cards choice-cards--row">
            <legend className="visually-hidden">Save as</legend>
            {[...offered, OTHER].map((name) => (
              <label key={name} className="choice-card">
                <input
                  type="radio"
                  name="addressLabel"
                  value={name}
                  checked={chip === name}
                  onChange={() => onLabel(name === OTHER ? '' : name)}
                />
                <span>{name}</span>
              </label>
            ))}
          </fieldset>
          {chip === OTHER && (
            <TextField
              id="checkout-address-label"
              label="Name this address"
              hint="Mum's, the gym, Flat 4"
              value={label}
              maxLength={LABEL_MAX}
              onChange={onLabel}
            />
          )}
        </>
      )}
    </div>
  );
}
