import { EMOTION_FILTERS, type EmotionFilterValue } from './emotions.ts';

interface EmotionFilterProps {
  value: EmotionFilterValue;
  counts: Record<EmotionFilterValue, number>;
  onChange: (value: EmotionFilterValue) => void;
}

/** All, Joy, Sadness, Disgust, Fear, Neutral, Anger: toggle buttons, the pressed one is the filter in force. */
export function EmotionFilter({ value, counts, onChange }: EmotionFilterProps) {
  return (
    <div className="emotion-filter" role="group" aria-label="Filter feedback by emotion">
      {EMOTION_FILTERS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="emotion-filter__option"
          data-emotion={option.value}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          <span className="emotion-filter__count">
            <span className="visually-hidden">: </span>
            {counts[option.value]}
          </span>
        </button>
      ))}
    </div>
  );
}
