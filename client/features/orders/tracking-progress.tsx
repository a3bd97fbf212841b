import type { OrderStatus } from '../../../shared/order-status.ts';
import { TRACKING_STEPS, trackingFill, trackingStep } from './order-status.ts';
import './tracking-progress.css';

/**
 * The four-step bar (spec point 4): steps up to the current one green, the rest grey; the fill is 1/8 of the
 * width while received, full when delivered, and step / 5 in between.
 */
export function TrackingProgress({ status }: { status: OrderStatus }) {
  const step = trackingStep(status);
  const current = TRACKING_STEPS[step - 1] ?? TRACKING_STEPS[0];
  return (
    <div className="tracking-progress">
      <div
        className="tracking-progress__track"
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={1}
        aria-valuemax={TRACKING_STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${TRACKING_STEPS.length}: ${current}`}
      >
        <div className="tracking-progress__fill" style={{ width: `${trackingFill(status) * 100}%` }} />
      </div>
      <ol className="tracking-progress__steps">
        {TRACKING_STEPS.map((name, index) => {
          const reached = index + 1 <= step;
          return (
            <li
              key={name}
              className="tracking-progress__step"
              data-reached={reached}
              aria-current={index + 1 === step ? 'step' : undefined}
            >
              <span className="tracking-progress__dot" aria-hidden="true">
                {reached ? '✓' : index + 1}
              </span>
              <span>{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
