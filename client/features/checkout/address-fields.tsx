import { ADDRESS_MAX, ADDRESS_MIN } from '../../../shared/orders.ts';
import { FieldRow, SelectField, TextAreaField, plainOptions } from '../../components/form-field.tsx';

const ADDRESS_HINT = `House, street and any landmark the rider should know. ${ADDRESS_MIN} to ${ADDRESS_MAX} characters.`;

interface AddressFieldsProps {
  /** Prefix of the two fields' ids. */
  id: string;
  /** The restaurant's areas; none: the written address alone. */
  areas: readonly string[];
  sectorLabel: string;
  /** An empty first choice, for a form where no sector is chosen yet (checkout). */
  sectorPlaceholder?: string;
  sector: string;
  address: string;
  onSector: (sector: string) => void;
  onAddress: (address: string) => void;
  errors?: { sector?: string | undefined; address?: string | undefined };
}

/** The sector beside the written address: where a delivery goes, at checkout and when correcting a returned order. */
export function AddressFields({
  id,
  areas,
  sectorLabel,
  sectorPlaceholder,
  sector,
  address,
  onSector,
  onAddress,
  errors,
}: AddressFieldsProps) {
  const addressField = (
    <TextAreaField
      id={`${id}-address`}
      label="Full Address"
      hint={ADDRESS_HINT}
      error={errors?.address}
      name="address"
      rows={3}
      minLength={ADDRESS_MIN}
      maxLength={ADDRESS_MAX}
      required
      autoComplete="street-address"
      value={address}
      onChange={onAddress}
    />
  );
  if (areas.length === 0) return addressField;
  return (
    <FieldRow shape="narrow-wide">
      <SelectField
        id={`${id}-sector`}
        label={sectorLabel}
        error={errors?.sector}
        name="sector"
        placeholder={sectorPlaceholder}
        options={plainOptions(areas)}
        value={sector}
        onChange={onSector}
      />
      {addressField}
    </FieldRow>
  );
}
