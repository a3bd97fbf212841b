import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { TrackedOrder } from '../../../shared/orders.ts';
import { AddressFields } from '../checkout/address-fields.tsx';
import { serverError } from '../../lib/api.ts';
import { outsideMessage, pointSetNote, type MapPoint } from '../checkout/delivery-area.ts';
import { areaNames } from '../../../shared/places.ts';
import { usePublicConfig } from '../checkout/use-public-config.ts';
import { correctDeliveryAddress } from './orders-api.ts';

// Leaflet and its CSS load only when the form opens, as at checkout.
const DeliveryMap = lazy(() => import('../checkout/delivery-map.tsx'));

interface CorrectAddressFormProps {
  order: TrackedOrder;
  onSaved: (order: TrackedOrder, message: string) => void;
  onCancel: () => void;
}

/**
 * The delivery point, sector and address of an order the rider brought back, filled in with what the order has now,
 * for the customer to correct before it goes out again. The same rules as at checkout: the server checks them again.
 */
export function CorrectAddressForm({ order, onSaved, onCancel }: CorrectAddressFormProps) {
  const id = `correct-${order.order_id}`;
  const { configState } = usePublicConfig();
  const config = configState.status === 'ready' ? configState.config : null;
  const [point, setPoint] = useState<MapPoint>({ latitude: order.latitude, longitude: order.longitude });
  const [sector, setSector] = useState(order.sector);
  const [address, setAddress] = useState(order.delivery_address);
  const [note, setNote] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  function pick(next: MapPoint) {
    setPoint(next);
    if (config) setNote({ text: pointSetNote(next, config), tone: 'info' });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const answer = await correctDeliveryAddress({ orderId: order.order_id, ...point, sector, address });
      onSaved(answer.data, answer.message);
    } catch (error) {
      const problem = await serverError(error);
      // Field mistakes show next to their fields; anything else (the order went out meanwhile) above the buttons.
      setErrors(problem?.fields ?? (problem ? { form: problem.message } : {}));
      setSaving(false);
    }
  }

  const pointError = errors.latitude ?? errors.longitude;

  return (
    <form className="correct-address card" aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)}>
      <h3 id={`${id}-title`}>Correct the delivery address</h3>
      <p id={`${id}-help`} className="correct-address__hint">
        Move the pin to your door: click the map, or focus it, move it with the arrow keys and press Enter to pin its
        centre. Then check the sector and the address the rider reads.
      </p>
      {configState.status === 'loading' && <div className="correct-address__placeholder">Loading the map…</div>}
      {configState.status === 'error' && (
        <p className="correct-address__placeholder" role="alert">
          {configState.message} You can still correct the address text.
        </p>
      )}
      {config && (
        <Suspense fallback={<div className="correct-address__placeholder">Loading the map…</div>}>
          <DeliveryMap
            config={config}
            point={point}
            onPick={pick}
            onOutside={() => setNote({ text: outsideMessage(config), tone: 'error' })}
            describedBy={`${id}-help`}
          />
        </Suspense>
      )}
      <p className="correct-address__note" data-tone={pointError ? 'error' : note?.tone} role="status">
        {pointError ?? note?.text ?? ''}
      </p>

      <AddressFields
        id={id}
        areas={config ? areaNames(config.places) : order.sector ? [order.sector] : []}
        sectorLabel="Sector"
        sector={sector}
        address={address}
        onSector={setSector}
        onAddress={setAddress}
        errors={errors}
      />

      {errors.form && (
        <p className="correct-address__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="correct-address__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save the new address'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
