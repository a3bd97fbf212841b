/**
 * The administrator's opening hours: the restaurant's time zone, each weekday's spans (several a day; one that
 * closes at or before it opens runs past midnight, so 18:00 to 02:00 is one evening), and whole closed dates.
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import {
  MAX_CLOSED_DATES,
  MAX_SPANS_PER_DAY,
  WEEKDAYS,
  type OpeningHoursAnswer,
  type OpeningSpan,
  type Weekday,
  type WeeklyHours,
} from '../../../shared/opening-hours.ts';
import { serverError } from '../../lib/api.ts';
import { capitalise } from '../../lib/format.ts';
import { saveOpeningHours } from './restaurant-api.ts';
import { refreshRestaurantStatus } from './restaurant-status.ts';
import './opening-hours-form.css';

const NEW_SPAN: OpeningSpan = { opens: '17:00', closes: '23:00' };

/** Zones the browser knows, offered as suggestions; any IANA name is accepted. */
const KNOWN_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * Said next to a span whose times alone could be misread, more so where the browser shows them as 12:00 AM: one
 * that runs past midnight ("18:00–02:00"), and one that lasts the whole day.
 */
function spanNote(span: OpeningSpan): string | null {
  const endOfDay = span.closes === '24:00' || span.closes === '00:00';
  if (span.opens === '00:00' && endOfDay) return 'all day';
  if (endOfDay) return 'until midnight';
  return span.closes < span.opens ? 'until the next day' : null;
}

function endingAtMidnight(weekly: WeeklyHours): WeeklyHours {
  const entries = WEEKDAYS.map((day) => [
    day,
    weekly[day].map((span) => (span.closes === '00:00' ? { ...span, closes: '24:00' } : span)),
  ]);
  return Object.fromEntries(entries) as WeeklyHours;
}

export function OpeningHoursForm({ saved, onSaved }: { saved: OpeningHoursAnswer; onSaved: () => void }) {
  const id = useId();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [weekly, setWeekly] = useState(saved.weekly);
  const [closedDates, setClosedDates] = useState(saved.closedDates);
  const [newDate, setNewDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setDay = (day: Weekday, spans: OpeningSpan[]) => setWeekly((current) => ({ ...current, [day]: spans }));
  const editSpan = (day: Weekday, index: number, change: Partial<OpeningSpan>) =>
    setDay(
      day,
      weekly[day].map((span, i) => (i === index ? { ...span, ...change } : span)),
    );

  function addClosedDate() {
    if (!newDate || closedDates.includes(newDate)) return;
    setClosedDates([...closedDates, newDate].sort());
    setNewDate('');
  }

  async function save() {
    setSaving(true);
    setError(null);
    try {
      // The time inputs answer 00:00 for midnight; as a closing time that is the end of the day.
      const answer = await saveOpeningHours({
        timeZone: timeZone.trim(),
        weekly: endingAtMidnight(weekly),
        closedDates,
      });
      toast.success(answer.message);
      setWeekly(answer.data.weekly);
      setClosedDates(answer.data.closedDates);
      void refreshRestaurantStatus();
      onSaved();
    } catch (failure) {
      const problem = await serverError(failure);
      if (problem) setError(problem.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="opening-hours"
      aria-describedby={error ? `${id}-error` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="form-field">
        <label htmlFor={`${id}-zone`} className="form-field__label">
          Time zone
        </label>
        <input
          id={`${id}-zone`}
          className="text-input"
          list={`${id}-zones`}
          value={timeZone}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-zone-hint`}
          onChange={(event) => setTimeZone(event.target.value)}
        />
        <datalist id={`${id}-zones`}>
          {KNOWN_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p id={`${id}-zone-hint`} className="form-field__hint">
          The hours below, the dashboard&apos;s days and the riders&apos; &quot;today&quot; follow this clock. Set at
          start-up: {saved.configuredTimeZone}.
        </p>
      </div>

      <fieldset className="opening-hours__week">
        <legend>Weekly hours</legend>
        <p className="form-field__hint">
          A day with no hours is closed. Hours that close at or before they open run past midnight (18:00 to 02:00).
        </p>
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="opening-hours__day">
            <legend>{capitalise(day)}</legend>
            {weekly[day].length === 0 && <p className="opening-hours__closed">Closed</p>}
            {weekly[day].map((span, index) => (
              <div key={index} className="opening-hours__span">
                <label>
                  Opens
                  <input
                    className="text-input"
                    type="time"
                    required
                    value={span.opens}
                    onChange={(event) => editSpan(day, index, { opens: event.target.value })}
                  />
                </label>
                <label>
                  Closes
                  <input
                    className="text-input"
                    type="time"
                    required
                    value={span.closes === '24:00' ? '00:00' : span.closes}
                    onChange={(event) => editSpan(day, index, { closes: event.target.value })}
                  />
                </label>
                {spanNote(span) && <span className="opening-hours__note">{spanNote(span)}</span>}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Remove ${capitalise(day)} ${span.opens} to ${span.closes}`}
                  onClick={() =>
                    setDay(
                      day,
                      weekly[day].filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove
                </button>
              </div>
            ))}
            {weekly[day].length < MAX_SPANS_PER_DAY && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDay(day, [...weekly[day], NEW_SPAN])}
              >
                Add hours<span className="visually-hidden"> on {capitalise(day)}</span>
              </button>
            )}
          </fieldset>
        ))}
      </fieldset>

      <fieldset className="opening-hours__dates">
        <legend>Closed dates</legend>
        <p className="form-field__hint">
          Whole days off, such as holidays. An evening that began the night before still ends as usual.
        </p>
        {closedDates.length === 0 ? (
          <p>No closed dates.</p>
        ) : (
          <ul className="opening-hours__date-list">
            {closedDates.map((date) => (
              <li key={date}>
                <span>{date}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Remove closed date ${date}`}
                  onClick={() => setClosedDates(closedDates.filter((other) => other !== date))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {closedDates.length < MAX_CLOSED_DATES && (
          <div className="opening-hours__span">
            <label>
              Date
              <input
                className="text-input"
                type="date"
                value={newDate}
                onChange={(event) => setNewDate(event.target.value)}
              />
            </label>
            <button type="button" className="button button--secondary" disabled={!newDate} onClick={addClosedDate}>
              Add closed date
            </button>
          </div>
        )}
      </fieldset>

      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={saving}>
          Save opening hours
        </button>
      </div>
    </form>
  );
}
