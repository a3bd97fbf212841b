import { useId } from 'react';
import type { AdminFeedback } from '../../../shared/feedback.ts';
import { SelectField } from '../../components/form-field.tsx';
import { FilterChips } from '../../components/ui/filter-chips.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { countsFor, FEEDBACK_SORTS, REPLY_FILTERS, STARS_FILTERS, type FeedbackView } from './feedback-view.ts';

interface FeedbackFiltersProps {
  items: AdminFeedback[];
  view: FeedbackView;
  onChange: (view: FeedbackView) => void;
}

/** "Needs a reply", the stars and the order of the cards; each chip counts what it would show with the rest as set. */
export function FeedbackFilters({ items, view, onChange }: FeedbackFiltersProps) {
  const id = useId();
  const replyCounts = countsFor(items, view, 'reply', REPLY_FILTERS);
  const starsCounts = countsFor(items, view, 'stars', STARS_FILTERS);
  return (
    <div className="feedback-filters">
      <Toolbar>
        <FilterChips
          label="Filter feedback by reply"
          options={REPLY_FILTERS}
          value={view.reply}
          count={(value) => replyCounts.get(value) ?? 0}
          onChange={(reply) => onChange({ ...view, reply })}
        />
        <SelectField
          id={`${id}-sort`}
          label="Sort"
          options={FEEDBACK_SORTS}
          value={view.sort}
          onChange={(chosen) =>
            onChange({ ...view, sort: FEEDBACK_SORTS.find((option) => option.value === chosen)?.value ?? 'newest' })
          }
        />
      </Toolbar>
      <FilterChips
        label="Filter feedback by stars"
        options={STARS_FILTERS}
        value={view.stars}
        count={(value) => starsCounts.get(value) ?? 0}
        onChange={(stars) => onChange({ ...view, stars })}
        oneLineOnPhone
      />
    </div>
  );
}
