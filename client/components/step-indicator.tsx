import { TABLET } from '../lib/breakpoints.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import './step-indicator.css';

interface StepIndicatorProps {
  steps: readonly string[];
  /** 1-based. */
  current: number;
  label: string;
}

/**
 * A numbered row of steps: done ones ticked, the current one marked aria-current="step". The full row shows on
 * medium and larger screens (spec point 2), on a tablet with only the current step's name visible so five steps fit;
 * small screens get a one-line "Step 2 of 5: ..." instead.
 */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  const tablet = useMediaQuery(TABLET);
  return (
    <nav className="step-indicator" aria-label={label}>
      <ol className="step-indicator__list">
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              className="step-indicator__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="step-indicator__number" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className={tablet && state !== 'current' ? 'visually-hidden' : 'step-indicator__name'}>
                {name}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="step-indicator__compact" aria-hidden="true">
        Step {current} of {steps.length}: {steps[current - 1]}
      </p>
    </nav>
  );
}
