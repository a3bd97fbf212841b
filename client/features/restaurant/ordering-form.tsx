/**
 * How orders are confirmed, on /admin/settings: whether regular customers (a delivered order behind them) skip the
 * e-mailed code. Off by default: for cash orders the code is the check against orders nobody means to take in
 * (docs/decisions/0034).
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { OrderingSettings } from '../../../shared/ordering-settings.ts';
import { serverError } from '../../lib/api.ts';
import { saveOrderingSettings } from './settings-api.ts';

export function OrderingForm({ saved }: { saved: OrderingSettings }) {
  const hintId = useId();
  const [regularsSkipCode, setRegularsSkipCode] = useState(saved.regularsSkipCode);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const answer = await saveOrderingSettings({ regularsSkipCode });
      setRegularsSkipCode(answer.data.regularsSkipCode);
      toast.success(answer.message);
    } catch (failure) {
      setError((await serverError(failure))?.message ?? null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="settings-form__check">
        <input
          type="checkbox"
          checked={regularsSkipCode}
          onChange={(event) => setRegularsSkipCode(event.target.checked)}
          aria-describedby={hintId}
        />
        Regular customers skip the code
      </label>
      <p id={hintId} className="settings-form__hint">
        Customers with a delivered order get new orders confirmed at once, with no e-mailed code: quicker for them, but
        a cash order from a stolen or shared account then reaches the kitchen unchecked.
      </p>
      {error && (
        <p className="settings-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save ordering'}
      </button>
    </form>
  );
}
