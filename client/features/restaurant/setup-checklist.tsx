/**
 * The first steps of a new install, on the dashboard until every one is done: a name, a currency, a location, a
 * delivery zone, opening hours and a first dish, each linking to where it is done.
 */
import { Link } from 'wouter';
import { envelope } from '../../../shared/api.ts';
import { SETUP_STEPS, setupChecklist, type SetupStep } from '../../../shared/setup.ts';
import { api } from '../../lib/api.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import './setup-checklist.css';

const STEPS: Record<SetupStep, { label: string; href: string }> = {
  name: { label: 'Name your restaurant, add its logo and colour', href: '/settings' },
  money: { label: 'Choose the currency prices are written in', href: '/settings' },
  location: { label: 'Put the restaurant on the map', href: '/settings' },
  zone: { label: 'Draw a delivery zone with its fee and minimum order', href: '/settings' },
  hours: { label: 'Set the opening hours', href: '/hours' },
  dishes: { label: 'Add the first dishes', href: '/products' },
};

const answer = envelope(setupChecklist);

async function fetchChecklist(signal: AbortSignal) {
  return answer.parse(await api.get('restaurant/setup', { signal }).json()).data;
}

export function SetupChecklist() {
  const { resource } = useLiveResource(fetchChecklist, {
    refreshOnFocus: true,
    failureMessage: "We couldn't load the setup checklist.",
  });
  if (resource.status !== 'ready' || resource.data.takingOrders) return null;
  const { steps } = resource.data;
  const left = SETUP_STEPS.filter((step) => !steps[step]).length;
  if (left === 0) return null;
  return (
    <section className="setup-checklist card" aria-labelledby="setup-title">
      <h2 id="setup-title">Set up your restaurant</h2>
      <p>
        {left} of {SETUP_STEPS.length} steps left.
      </p>
      <ol className="setup-checklist__steps">
        {SETUP_STEPS.map((step) => (
          <li key={step} data-done={steps[step]}>
            <span className="setup-checklist__mark" aria-hidden="true">
              {steps[step] ? '✓' : ''}
            </span>
            {steps[step] ? (
              <span>
                {STEPS[step].label}
                <span className="visually-hidden"> (done)</span>
              </span>
            ) : (
              <Link href={STEPS[step].href}>{STEPS[step].label}</Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
