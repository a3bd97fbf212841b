/**
 * The restaurant's identity and money on /admin/settings: name, logo, brand colour (white text on it must stay
 * readable: checked as it is typed and again by the server), contacts, currency, locale and whole amounts, with an
 * amount written as customers will read it.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { BRAND_CONTRAST_MIN, brandColourProblem, contrastRatio } from '../../../shared/brand-colour.ts';
import { currencyChoices, currencyProblem, formatPriceIn, localeProblem } from '../../../shared/money.ts';
import type { RestaurantProfile } from '../../../shared/restaurant-profile.ts';
import { TextField } from '../../components/form-field.tsx';
import { serverError } from '../../lib/api.ts';
import { setRestaurantProfile } from './restaurant-profile.ts';
import { removeLogo, saveRestaurantProfile, uploadLogo } from './settings-api.ts';

const CURRENCIES = currencyChoices();
const SAMPLE_AMOUNT = 1250;

export function ProfileForm({ saved }: { saved: RestaurantProfile }) {
  const id = useId();
  const [form, setForm] = useState({
    name: saved.name,
    brandColour: saved.brandColour,
    phone: saved.phone ?? '',
    email: saved.email ?? '',
    streetAddress: saved.streetAddress ?? '',
    currency: saved.currency,
    locale: saved.locale,
    wholeAmounts: saved.wholeAmounts,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));

  const colourProblem = brandColourProblem(form.brandColour);
  const currency = form.currency.trim().toUpperCase();
  const moneyProblem = currencyProblem(currency) ?? localeProblem(form.locale.trim());
  const sample = moneyProblem
    ? null
    : formatPriceIn({ currency, locale: form.locale.trim(), wholeAmounts: form.wholeAmounts }, SAMPLE_AMOUNT);

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      // The location is set with the zones, on the map below.
      const answer = await saveRestaurantProfile(form);
      setRestaurantProfile(answer.data);
      toast.success(answer.message);
    } catch (failure) {
      const problem = await serverError(failure);
      if (problem) setErrors(problem.fields ?? { form: problem.message });
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
      <fieldset className="settings-form__group">
        <legend>Identity</legend>
        <TextField
          id={`${id}-name`}
          label="Restaurant name"
          value={form.name}
          onChange={(name) => set({ name })}
          error={errors.name}
          required
          maxLength={60}
          autoComplete="organization"
        />
        <LogoField logoUrl={saved.logoUrl} name={saved.name} />
        <div className="settings-form__colour">
          <TextField
            id={`${id}-colour`}
            label="Brand colour"
            hint="Buttons and links use it, with white text on it."
            value={form.brandColour}
            onChange={(brandColour) => set({ brandColour })}
            error={errors.brandColour ?? colourProblem ?? undefined}
            spellCheck={false}
          />
          <input
            type="color"
            aria-label="Pick the brand colour"
            className="settings-form__swatch"
            value={/^#[0-9a-f]{6}$/i.test(form.brandColour) ? form.brandColour : '#000000'}
            onChange={(event) => set({ brandColour: event.target.value })}
          />
        </div>
        {!colourProblem && (
          <p className="settings-form__preview">
            <span className="settings-form__sample-button" style={{ background: form.brandColour }}>
              Add to cart
            </span>
            White text on it: {contrastRatio(form.brandColour, '#ffffff').toFixed(1)}:1 (at least {BRAND_CONTRAST_MIN}
            :1 needed)
          </p>
        )}
        <TextField
          id={`${id}-phone`}
          label="Phone (optional)"
          type="tel"
          value={form.phone}
          onChange={(phone) => set({ phone })}
          error={errors.phone}
          autoComplete="tel"
        />
        <TextField
          id={`${id}-email`}
          label="E-mail (optional)"
          type="email"
          value={form.email}
          onChange={(email) => set({ email })}
          error={errors.email}
          autoComplete="email"
        />
        <TextField
          id={`${id}-street`}
          label="Street address (optional)"
          value={form.streetAddress}
          onChange={(streetAddress) => set({ streetAddress })}
          error={errors.streetAddress}
          autoComplete="street-address"
        />
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Money</legend>
        <TextField
          id={`${id}-currency`}
          label="Currency (ISO 4217 code)"
          hint="PKR, GBP, USD, EUR… Amounts already kept are not converted."
          value={form.currency}
          onChange={(value) => set({ currency: value })}
          error={errors.currency ?? (currencyProblem(currency) || undefined)}
          list={`${id}-currencies`}
          spellCheck={false}
          autoComplete="off"
        />
        <datalist id={`${id}-currencies`}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        <TextField
          id={`${id}-locale`}
          label="Locale"
          hint="How amounts and dates are written: en-PK, en-GB, en-US, ur-PK…"
          value={form.locale}
          onChange={(locale) => set({ locale })}
          error={errors.locale ?? (localeProblem(form.locale.trim()) || undefined)}
          spellCheck={false}
          autoComplete="off"
        />
        <label className="settings-form__check">
          <input
            type="checkbox"
            checked={form.wholeAmounts}
            onChange={(event) => set({ wholeAmounts: event.target.checked })}
          />
          Write whole amounts without decimals
        </label>
        {sample && (
          <p className="settings-form__preview" aria-live="polite">
            Customers read amounts like this: <strong data-testid="money-sample">{sample}</strong>
          </p>
        )}
      </fieldset>

      {errors.form && (
        <p className="settings-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}

/** The logo: uploaded at once when chosen (the server makes the app's icons from it), or removed. */
function LogoField({ logoUrl, name }: { logoUrl: string | null; name: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => ReturnType<typeof removeLogo>) {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      setRestaurantProfile(answer.data);
      toast.success(answer.message);
    } catch (failure) {
      setError((await serverError(failure))?.message ?? null);
    } finally {
      setBusy(false);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => uploadLogo(file));
  }

  return (
    <div className="form-field settings-form__logo">
      <label htmlFor={`${id}-logo`} className="form-field__label">
        Logo
      </label>
      <div className="settings-form__logo-row">
        {logoUrl ? (
          <img src={logoUrl} alt={`${name}'s logo`} width={64} height={64} />
        ) : (
          <span className="settings-form__no-logo">No logo: the name is shown alone.</span>
        )}
        <input
          id={`${id}-logo`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          onChange={chosen}
          aria-describedby={`${id}-logo-hint`}
        />
        {logoUrl && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void run(removeLogo)}
          >
            Remove logo
          </button>
        )}
      </div>
      <p id={`${id}-logo-hint`} className="form-field__hint">
        A square picture works best: PNG, JPEG, WebP or GIF. It becomes the app icon too.
      </p>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
