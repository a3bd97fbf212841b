import type { OrderStatus } from '../../../shared/order-status.ts';
import { trackingFill, trackingStep, trackingSteps } from './order-status.ts';
import './tracking-progress.css';

/**
 * The four-step bar (spec point 4): steps up to the current one green, the rest grey; the fill is 1/8 of the
 * width while received, full when delivered, and step / 5 in between. The third step is named by the stage (ready,
 * on the way, not delivered); one given up at the door is marked "!" rather than ticked.
 */
export function TrackingProgress({ stage }: { stage: OrderStatus }) {
  const steps = trackingSteps(stage);
  const step = trackingStep(stage);
  const current = steps[step - 1] ?? steps[0];
  const failed = stage === 'DELIVERY_FAILED';
  return (
    <div className="tracking-progress">
      <div
        className="tracking-progress__track"
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${steps.length}: ${current}`}
      >
        <div className="tracking-progress__fill" style={{ width: `${trackingFill(stage) * 100}%` }} />
      </div>
      <ol className="tracking-progress__steps">
        {steps.map((name, index) => {
          const reached = index + 1 <= step;
          const isCurrent = index + 1 === step;
          return (
            // By position: the third step's name changes as the order moves, and its dot should not be remounted.
            <li
              key={index}
              className="tracking-progress__step"
              data-reached={reached}
              data-failed={isCurrent && failed}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="tracking-progress__dot" aria-hidden="true">
                {isCurrent && failed ? '!' : reached ? '✓' : index + 1}
              </span>
              <span>{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
