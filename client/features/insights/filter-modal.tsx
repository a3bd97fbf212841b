import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import type { ChartSpec } from './chart-specs.ts';
import {
  committedFilter,
  type DateField,
  type DateFilter,
  describeFilter,
  NO_FILTER,
  type RangeProblem,
  revenueRangeProblem,
} from './date-filter.ts';
import './filter-modal.css';

interface FilterModalProps {
  spec: ChartSpec;
  /** The chart's last applied filter: the draft starts from it. */
  applied: DateFilter;
  /** The restaurant's day, for the empty dates of the charts that read them as today. */
  today: string;
  onApply: (filter: DateFilter) => void;
  /** Closing any other way than Apply drops the draft. */
  onClose: () => void;
}

const FIELDS: { field: DateField; label: string }[] = [
  { field: 'startDate', label: 'Start Date' },
  { field: 'endDate', label: 'End Date' },
];

/** "Filter Details" (spec points 2, 4 and 5): a draft of one chart's dates, committed only by Apply Filters. */
export function FilterModal({ spec, applied, today, onApply, onClose }: FilterModalProps) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const isRevenue = spec.chart === 'revenue';

  function change(field: DateField, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (isRevenue) setProblem(revenueRangeProblem(next, field));
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!problem) onApply(committedFilter(spec.chart, draft, today));
  }

  return (
    <Modal title="Filter Details" onClose={onClose} className="filter-modal">
      <form className="filter-modal__form" onSubmit={apply} noValidate>
        <p className="filter-modal__chart">{spec.title}</p>
        <div className="filter-modal__dates">
          {FIELDS.map(({ field, label }) => (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={label}
              error={problem?.field === field ? problem.message : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className="text-input"
                  value={draft[field]}
                  onChange={(event) => change(field, event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
        <p className="filter-modal__hint">
          {isRevenue
            ? 'Leave both dates empty for the last 30 days.'
            : `An empty date means today, the restaurant's day (${today}), as the figures above count it.`}
        </p>
        {/* Screen readers do not re-read a field's description when it changes: announce the broken rule here. */}
        <p className="visually-hidden" role="status">
          {problem?.message}
        </p>
        <div className="filter-modal__actions">
          {/* Empty dates mean today once applied, so the unfiltered chart needs a way back of its own. */}
          <button type="button" className="button button--secondary" onClick={() => onApply(NO_FILTER)}>
            Reset to {describeFilter(spec.chart, NO_FILTER).toLowerCase()}
          </button>
          <button type="submit" className="button button--primary" disabled={problem !== null}>
            Apply Filters
          </button>
        </div>
      </form>
    </Modal>
  );
}
