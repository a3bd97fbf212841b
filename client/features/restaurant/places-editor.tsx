/**
 * The restaurant's areas and landmarks on /admin/settings (shared/places.ts): areas are what the checkout offers
 * (neighbourhoods, sectors, postcodes), each with an optional centre; landmarks are named on tickets when a delivery
 * point is near one ("near Dolmen Mall, Clifton").
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { Place } from '../../../shared/places.ts';
import { InlineField } from '../../components/inline-field.tsx';
import { serverError } from '../../lib/api.ts';
import { savePlaces } from './settings-api.ts';

interface DraftPlace {
  key: number;
  kind: Place['kind'];
  name: string;
  area: string;
  latitude: string;
  longitude: string;
}

let nextKey = 1;
const draftOf = (place: Place): DraftPlace => ({
  key: nextKey++,
  kind: place.kind,
  name: place.name,
  area: place.area ?? '',
  latitude: place.point ? String(place.point.latitude) : '',
  longitude: place.point ? String(place.point.longitude) : '',
});

function placeOf(draft: DraftPlace): Place {
  const hasPoint = draft.latitude.trim() !== '' && draft.longitude.trim() !== '';
  return {
    kind: draft.kind,
    name: draft.name,
    area: draft.kind === 'landmark' && draft.area.trim() ? draft.area : null,
    point: hasPoint ? { latitude: Number(draft.latitude), longitude: Number(draft.longitude) } : null,
  };
}

export function PlacesEditor({ saved }: { saved: Place[] }) {
  const id = useId();
  const [places, setPlaces] = useState(() => saved.map(draftOf));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (key: number, change: Partial<DraftPlace>) =>
    setPlaces((current) => current.map((place) => (place.key === key ? { ...place, ...change } : place)));
  const add = (kind: Place['kind']) =>
    setPlaces((current) => [...current, { key: nextKey++, kind, name: '', area: '', latitude: '', longitude: '' }]);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const answer = await savePlaces(places.map(placeOf));
      setPlaces(answer.data.map(draftOf));
      toast.success(answer.message);
    } catch (failure) {
      setError((await serverError(failure))?.message ?? null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className="settings-form__group places-editor">
      <legend>Areas and landmarks</legend>
      <p id={`${id}-help`} className="form-field__hint">
        Customers choose one of the areas at checkout; with none, they write their address alone. A centre lets an order
        without a map pin go to the area. Landmarks name a delivery point on tickets.
      </p>
      {places.length === 0 && <p>No areas yet.</p>}
      <ul className="places-editor__list">
        {places.map((place, index) => {
          const optional = place.kind === 'area' ? ' (optional)' : '';
          return (
            <li key={place.key} className="places-editor__place">
              <label className="inline-field">
                Kind
                <select
                  className="text-input"
                  value={place.kind}
                  onChange={(event) => edit(place.key, { kind: event.target.value as Place['kind'] })}
                >
                  <option value="area">Area</option>
                  <option value="landmark">Landmark</option>
                </select>
              </label>
              <InlineField
                label="Name"
                aria-label={`Name of place ${index + 1}`}
                value={place.name}
                maxLength={60}
                onChange={(name) => edit(place.key, { name })}
              />
              {place.kind === 'landmark' && (
                <InlineField
                  label="In area"
                  value={place.area}
                  maxLength={60}
                  onChange={(area) => edit(place.key, { area })}
                />
              )}
              <InlineField
                label={`Latitude${optional}`}
                inputMode="decimal"
                value={place.latitude}
                onChange={(latitude) => edit(place.key, { latitude })}
              />
              <InlineField
                label={`Longitude${optional}`}
                inputMode="decimal"
                value={place.longitude}
                onChange={(longitude) => edit(place.key, { longitude })}
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setPlaces((current) => current.filter((other) => other.key !== place.key))}
              >
                Remove {place.name || 'this place'}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="places-editor__actions">
        <button type="button" className="button button--secondary" onClick={() => add('area')}>
          Add an area
        </button>
        <button type="button" className="button button--secondary" onClick={() => add('landmark')}>
          Add a landmark
        </button>
        <button type="button" className="button button--primary" disabled={saving} onClick={() => void save()}>
          Save areas
        </button>
      </div>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
