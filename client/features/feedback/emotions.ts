/** How feedback emotions read on the admin's screens (spec point 9: all, joy, sadness, disgust, fear, neutral, anger). */
import { EMOTIONS, type Emotion } from '../../../shared/constants.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

export const EMOTION_LABELS: Record<Emotion, string> = {
  joy: 'Joy',
  sadness: 'Sadness',
  disgust: 'Disgust',
  fear: 'Fear',
  neutral: 'Neutral',
  anger: 'Anger',
};

export type EmotionFilterValue = 'all' | Emotion;

export const EMOTION_FILTERS: { value: EmotionFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  ...EMOTIONS.map((emotion) => ({ value: emotion, label: EMOTION_LABELS[emotion] })),
];

/** Each emotion has a colour of its own; the word is always shown too. */
export const EMOTION_TONES: Record<Emotion, BadgeTone> = {
  joy: 'success',
  sadness: 'info',
  disgust: 'olive',
  fear: 'violet',
  neutral: 'neutral',
  anger: 'danger',
};
