/**
 * Emotion from text with a weighted lexicon: phrases first (longest wins), then negation, intensity, contrast
 * ("..., but") and sarcasm adjust the weights. Used on feedback and, restricted to feelings, on food requests.
 */
import { EMOTIONS, type Emotion } from '../../../shared/constants.ts';
import type { EmotionReading } from '../engine.ts';
import {
  COMPLAINT_WORDS,
  CONTRAST_WORDS,
  DOWNTONERS,
  EMOTION_ENTRIES,
  INTENSIFIERS,
  NEGATORS,
  NEGATORS_AFTER,
  SARCASM_CUES,
  type EmotionEntry,
  type LexiconScope,
} from './knowledge/emotion-lexicon.ts';
import { COMMON_WORDS } from './knowledge/common-words.ts';
import { EMOTION_MODEL, modelScores, type EmotionModel } from './emotion-model.ts';
import { PLAIN_WORDS } from './knowledge/request-lexicon.ts';
import { PhraseMatcher } from './phrase-matcher.ts';
import { stem, stemPhrase, tokenize, Vocabulary, type Token } from './text.ts';

export type EmotionScores = Record<Emotion, number>;

/** Negative words whose negation is praise ("not bad"), unlike "not angry", which only removes anger. */
const GENERIC_NEGATIVE = new Set(
  ['bad', 'terrible', 'horrible', 'awful', 'disappointing', 'disappointed', 'worst', 'worse', 'complaint'].map(stem),
);
const BOUNDARY = new Set(['.', '!', '?', ';', ':']);
const stems = (words: readonly string[]) => new Set(words.map((w) => stemPhrase(w)));
const NEGATOR_STEMS = stems(NEGATORS);
const NEGATOR_AFTER_STEMS = stems(NEGATORS_AFTER);
const INTENSIFIER_STEMS = stems(INTENSIFIERS);
const DOWNTONER_STEMS = stems(DOWNTONERS);
const CONTRAST_STEMS = stems(CONTRAST_WORDS);
/** Praise that was only hoped for ("hoping it would cheer me up") is a disappointment, not joy. */
const HYPOTHETICAL_STEMS = stems(['would', 'hoping', 'hoped', 'wish', 'expected', 'supposed', 'if', 'wanted']);

/** One phrase may carry two emotions ("stressed" is fear and a little anger), so entries are grouped. */
const matcher = new PhraseMatcher<EmotionEntry[]>(groupByPhrase(EMOTION_ENTRIES));
const sarcasmCues = new PhraseMatcher<true>(SARCASM_CUES.map((cue) => [cue, true]));
const complaints = new PhraseMatcher<true>(COMPLAINT_WORDS.map((word) => [word, true]));

/** The lexicon's one-word entries, the words a typo is corrected to; phrase words stay as typed. */
const EMOTION_WORDS: readonly string[] = [
  ...new Set(EMOTION_ENTRIES.map((entry) => entry.phrase).filter((w) => /^[a-z]+$/.test(w))),
];
/** Every word inside the lexicon's phrases, known but never a correction target. */
const PHRASE_WORDS = EMOTION_ENTRIES.flatMap((entry) => entry.phrase.split(' '));

/** Feedback is full of everyday words: only words of five letters or more are corrected. */
const MIN_CORRECTED = 5;
const vocabulary = new Vocabulary(
  EMOTION_WORDS,
  [...PLAIN_WORDS.split(/\s+/), ...COMMON_WORDS.split(/\s+/), ...PHRASE_WORDS],
  MIN_CORRECTED,
);

/** Tokens with stretched words squeezed and typos corrected against the emotion lexicon. */
function emotionTokens(text: string): Token[] {
  return tokenize(text).map((token) => {
    if (token.kind !== 'word') return token;
    const word = vocabulary.normalise(token.word);
    return word === token.word ? token : { ...token, word, stem: stem(word) };
  });
}

function groupByPhrase(entries: readonly EmotionEntry[]): [string, EmotionEntry[]][] {
  const groups = new Map<string, EmotionEntry[]>();
  for (const entry of entries) groups.set(entry.phrase, [...(groups.get(entry.phrase) ?? []), entry]);
  return [...groups];
}

function inScope(entry: EmotionEntry, scope: Exclude<LexiconScope, 'both'>): boolean {
  return entry.scope === 'both' || entry.scope === scope;
}

function isShouted(token: Token): boolean {
  return token.kind === 'word' && token.raw.length >= 3 && token.raw === token.raw.toUpperCase();
}

export interface EmotionEvidence {
  scores: EmotionScores;
  /** Indices of tokens that carried emotion, so a request parser can leave them out of its keywords. */
  used: Set<number>;
}

/** Adds up the emotion evidence in tokens; `skip` marks tokens already explained by something else. */
export function scoreEmotions(
  tokens: readonly Token[],
  scope: 'feedback' | 'request',
  skip: ReadonlySet<number> = new Set(),
): EmotionEvidence {
  const scores = Object.fromEntries(EMOTIONS.map((e) => [e, 0])) as EmotionScores;
  const used = new Set<number>();
  const keys = tokens.map((t, i) => (skip.has(i) ? '.' : t.stem));
  const shoutingIsEmphasis = tokens.some((t) => t.kind === 'word' && !isShouted(t));
  const contrastAt = keys.map((k, i) => (CONTRAST_STEMS.has(k) ? i : -1)).filter((i) => i >= 0);

  for (let i = 0; i < keys.length;) {
    const hit = matcher.longestAt(keys, i, (group) => group.some((entry) => inScope(entry, scope)));
    if (!hit) {
      i++;
      continue;
    }
    const end = hit.end;
    let factor = 1;
    const before = windowBefore(keys, i, 3);
    if (before.some((k) => INTENSIFIER_STEMS.has(k))) factor *= 1.5;
    else if (before.some((k) => DOWNTONER_STEMS.has(k))) factor *= 0.6;
    if (keys.slice(end, end + 2).join(' ') === 'at all') factor *= 1.4;
    if (shoutingIsEmphasis && tokens.slice(i, end).some(isShouted)) factor *= 1.4;
    for (const c of contrastAt) if (sameClause(keys, c, i)) factor *= c < i ? 1.3 : 0.7;
    // "hope it's not food poisoning" still fears it.
    const negated =
      !before.includes(stem('hope')) &&
      (before.some((k) => NEGATOR_STEMS.has(k)) || keys.slice(end, end + 2).some((k) => NEGATOR_AFTER_STEMS.has(k)));

    const hypothetical = scope === 'feedback' && before.some((k) => HYPOTHETICAL_STEMS.has(k));

    for (const entry of hit.value) {
      if (!inScope(entry, scope)) continue;
      const [emotion, weight] =
        negated || (hypothetical && entry.emotion === 'joy')
          ? negate(entry, entry.weight, scope)
          : [entry.emotion, entry.weight];
      if (!emotion) continue;
      scores[emotion] += weight * factor;
      for (let j = i; j < end; j++) used.add(j);
    }
    i = end;
  }
  // Shouting words the lexicon does not know ("WHERE IS MY ORDER") is anger too.
  if (scope === 'feedback' && shoutingIsEmphasis) {
    const shouted = tokens.filter((t, i) => !used.has(i) && isShouted(t) && !/^[A-Z]\d*$/.test(t.raw)).length;
    scores.anger += Math.min(1.4, 0.35 * shouted);
  }
  return { scores, used };
}

/** What a negated emotion word means: "not happy" is sad, "not bad" is praise, "not angry" is nothing. */
function negate(entry: EmotionEntry, weight: number, scope: 'feedback' | 'request'): [Emotion | null, number] {
  if (entry.emotion === 'joy') return ['sadness', weight * (scope === 'request' ? 0.9 : 0.7)];
  if (entry.emotion === 'neutral') return ['sadness', weight * 0.5];
  if (GENERIC_NEGATIVE.has(stemPhrase(entry.phrase))) return ['joy', weight * 0.8];
  return [null, 0];
}

/** Up to `size` keys before `index`, stopping at a clause break. */
function windowBefore(keys: readonly string[], index: number, size: number): string[] {
  const out: string[] = [];
  for (let j = index - 1; j >= 0 && out.length < size; j--) {
    const key = keys[j]!;
    if (BOUNDARY.has(key) || key === ',') break;
    out.push(key);
  }
  return out;
}

function sameClause(keys: readonly string[], a: number, b: number): boolean {
  for (let j = Math.min(a, b); j < Math.max(a, b); j++) if (BOUNDARY.has(keys[j]!)) return false;
  return true;
}

const PRAISE = new Set(['great', 'wow', 'amazing', 'perfect', 'brilliant', 'fantastic', 'wonderful', 'lovely', 'nice']);

/** Praise next to a failed order and a sarcastic opener ("Great, cold fries again.") is anger, or worse. */
function applySarcasm(tokens: readonly Token[], text: string, scores: EmotionScores): void {
  if (scores.joy === 0) return;
  const keys = tokens.map((t) => t.stem);
  const has = (m: PhraseMatcher<true>) => keys.some((_, i) => m.longestAt(keys, i) !== null);
  const comma = tokens.findIndex((t) => t.word === ',');
  const praiseOpener = comma > 0 && comma <= 3 && tokens.slice(0, comma).some((t) => PRAISE.has(t.word));
  const scareQuotes = /"[^"]{2,40}"/.test(text);
  const cue = has(sarcasmCues) || praiseOpener || scareQuotes;
  if (!cue || !has(complaints)) return;
  const negative = (['anger', 'disgust', 'sadness', 'fear'] as const).reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const target = scores[negative] > scores.anger * 1.5 ? negative : 'anger';
  scores[target] += scores.joy + 0.5;
  scores.joy = 0;
}

/** How much one point of lexicon evidence weighs against the learned model's log-likelihoods. */
const LEXICON_WEIGHT = 3;

/** The emotion of a piece of feedback: the lexicon's evidence and the learned model's, weighed together. */
export function detectEmotionWith(model: EmotionModel): (text: string) => EmotionReading {
  return (text) => {
    const tokens = emotionTokens(text);
    const { scores } = scoreEmotions(tokens, 'feedback');
    applySarcasm(tokens, text, scores);
    const learned = modelScores(model, text);
    const evidence = EMOTIONS.reduce((sum, e) => sum + scores[e], 0);
    if (!learned && evidence === 0) return { emotion: 'neutral', confidence: 0.5 };
    const combined = EMOTIONS.map((e) => LEXICON_WEIGHT * scores[e] + model.weight * (learned?.[e] ?? 0));
    const best = Math.max(...combined);
    const top = EMOTIONS[combined.indexOf(best)]!;
    const share = 1 / combined.reduce((sum, value) => sum + Math.exp(Math.max(-30, value - best)), 0);
    return { emotion: top, confidence: round(Math.min(0.97, Math.max(0.35, share))) };
  };
}

export const detectEmotion = detectEmotionWith(EMOTION_MODEL);

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
