import { useMemo, useState } from 'react';
import type { AdminFeedback, FollowUp } from '../../../shared/feedback.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FilterChips } from '../../components/ui/filter-chips.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { EMOTION_FILTERS } from '../../features/feedback/emotions.ts';
import { fetchAllFeedback } from '../../features/feedback/feedback-api.ts';
import { FeedbackCard } from '../../features/feedback/feedback-card.tsx';
import { FeedbackFilters } from '../../features/feedback/feedback-filters.tsx';
import {
  ALL_FEEDBACK,
  countsFor,
  feedbackInView,
  filtersInWords,
  type FeedbackView,
} from '../../features/feedback/feedback-view.ts';
import { FeedbackOrderModal } from '../../features/feedback/feedback-order-modal.tsx';
import { FollowUpModal } from '../../features/feedback/follow-up-modal.tsx';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { pluralize } from '../../lib/format.ts';
import '../../features/feedback/feedbacks.css';

type OpenModal = { kind: 'follow-up' | 'order'; feedbackId: number } | null;

/** Cards shown at first and added by each "Show more": months of feedback would otherwise be thousands of nodes. */
const PAGE_SIZE = 24;

/**
 * /admin/feedbacks (spec point 2): every customer feedback, newest first or by stars, filtered by emotion, by stars
 * and by whether it needs a reply, with follow-ups.
 */
export function FeedbacksPage() {
  const { resource, reload } = useLiveResource(fetchAllFeedback, {
    refreshOnFocus: true,
    failureMessage: "We couldn't load the feedback.",
  });
  const [view, setView] = useState<FeedbackView>(ALL_FEEDBACK);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [open, setOpen] = useState<OpenModal>(null);
  // Follow-ups sent during this visit, so cards show them without waiting for a reload.
  const [sent, setSent] = useState<Record<number, FollowUp>>({});

  // Which cards show is decided on the list as read: a card answered under "Needs a reply" stays, showing "Followed
  // up", until the list is read again.
  const items = useMemo(() => (resource.status === 'ready' ? resource.data : []), [resource]);
  const emotionCounts = useMemo(() => countsFor(items, view, 'emotion', EMOTION_FILTERS), [items, view]);
  const matching = useMemo(() => feedbackInView(items, view), [items, view]);
  const shown = matching.slice(0, limit);
  const hidden = matching.length - shown.length;
  const filters = filtersInWords(view);
  const changeView = (next: FeedbackView) => {
    setView(next);
    setLimit(PAGE_SIZE);
  };
  const openItem = open && items.find((item) => item.feedback_id === open.feedbackId);
  const followUpOf = (item: AdminFeedback) => sent[item.feedback_id] ?? item.follow_up;

  return (
    <Panel
      titleId="feedbacks-title"
      title="User Feedbacks"
      actions={
        <FilterChips
          label="Filter feedback by emotion"
          options={EMOTION_FILTERS}
          value={view.emotion}
          count={(value) => emotionCounts.get(value) ?? 0}
          onChange={(emotion) => changeView({ ...view, emotion })}
        />
      }
    >
      {resource.status === 'ready' && <FeedbackFilters items={items} view={view} onChange={changeView} />}

      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading feedback" />}

      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}

      {resource.status === 'ready' && (
        <>
          <p className="visually-hidden" role="status">
            {filters
              ? `${pluralize(matching.length, 'feedback')}: ${filters}`
              : `${pluralize(matching.length, 'feedback')} in all`}
            {hidden > 0 && `, ${shown.length} shown`}
          </p>
          {shown.length === 0 ? (
            <EmptyState>
              <p>{filters ? `No feedback matches: ${filters}.` : 'No feedback yet.'}</p>
            </EmptyState>
          ) : (
            <CardGrid label={filters ? `Feedback: ${filters}` : 'All feedback'}>
              {shown.map((item) => (
                <li key={item.feedback_id}>
                  <FeedbackCard
                    item={item}
                    followUp={followUpOf(item)}
                    onFollowUp={() => setOpen({ kind: 'follow-up', feedbackId: item.feedback_id })}
                    onOrderDetails={() => setOpen({ kind: 'order', feedbackId: item.feedback_id })}
                  />
                </li>
              ))}
            </CardGrid>
          )}
          {hidden > 0 && (
            <button
              type="button"
              className="button button--secondary feedbacks-page__more"
              onClick={() => setLimit(limit + PAGE_SIZE)}
            >
              Show more ({hidden} left)
            </button>
          )}
        </>
      )}

      {openItem && open.kind === 'follow-up' && (
        <FollowUpModal
          item={openItem}
          onClose={() => setOpen(null)}
          onSent={(followUp) => {
            setSent((current) => ({ ...current, [openItem.feedback_id]: followUp }));
            setOpen(null);
          }}
        />
      )}
      {openItem && open.kind === 'order' && <FeedbackOrderModal item={openItem} onClose={() => setOpen(null)} />}
    </Panel>
  );
}
