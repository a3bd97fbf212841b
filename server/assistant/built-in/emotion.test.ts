import { describe, expect, it } from 'vitest';
import type { Emotion } from '../../../shared/constants.ts';
import { detectEmotion } from './emotion.ts';

const CASES: [string, Emotion][] = [
  // plain
  ['The biryani was delicious, thank you!', 'joy'],
  ['So disappointed, I was really looking forward to it.', 'sadness'],
  ['Two hours late and the rider was rude. Unacceptable.', 'anger'],
  ['There was a hair in my soup. Disgusting.', 'disgust'],
  ['My throat feels itchy after the pesto, was there nuts in it? I am scared.', 'fear'],
  ['Order arrived at 8 pm with both items.', 'neutral'],
  // negation
  ['not bad at all, actually really good', 'joy'],
  ['Not happy with the food today', 'sadness'],
  ['Not angry, just really deflated.', 'sadness'],
  ['No complaints, the food was fine.', 'neutral'],
  ['Hope it is not food poisoning, my stomach hurts', 'fear'],
  // intensifiers, shouting and emoji
  ['WHERE IS MY ORDER?? It has been 2 hours!!!', 'anger'],
  ['😍😍', 'joy'],
  ['🤢', 'disgust'],
  ['Cold fries 😡', 'anger'],
  ['miss my mom 😢', 'sadness'],
  // typos and stretched words
  ['soooo gooood, delicous!!', 'joy'],
  ['totally disgustng', 'disgust'],
  ['really dissapointed', 'sadness'],
  ['I am so woried', 'fear'],
  // Roman Urdu mixed with English
  ['Biryani ekdum zabardast thi, maza aa gaya', 'joy'],
  ['Dil udaas tha aaj', 'sadness'],
  ['Bakwas service, paisay wapas karo', 'anger'],
  ['Khane mein baal tha, ghin aa gayi', 'disgust'],
  ['Ulti ho rahi hai, bohat pareshan hoon', 'fear'],
  ['Theek thaak tha', 'neutral'],
  // sarcasm
  ['Great, cold fries again. Just what I wanted.', 'anger'],
  ['Oh wonderful, another order that took an hour. Amazing 🙄', 'anger'],
  ['Thanks a lot for forgetting my drink', 'anger'],
  // contrast: what comes after "but" counts more
  ['The food was okay, but the missing dessert made the evening feel worse.', 'sadness'],
];

describe('detectEmotion', () => {
  it.each(CASES)('reads %j as %s', (text, emotion) => {
    expect(detectEmotion(text).emotion).toBe(emotion);
  });

  it('is neutral for empty or emotionless text', () => {
    expect(detectEmotion('').emotion).toBe('neutral');
    expect(detectEmotion('Paid by card.').emotion).toBe('neutral');
  });

  it('gives a confidence between 0 and 1, higher for clearer text', () => {
    const clear = detectEmotion('Absolutely disgusting, a cockroach in the bag 🤮');
    const faint = detectEmotion('a bit gross');
    for (const reading of [clear, faint]) {
      expect(reading.confidence).toBeGreaterThan(0);
      expect(reading.confidence).toBeLessThanOrEqual(1);
    }
    expect(clear.confidence).toBeGreaterThan(faint.confidence);
  });

  it('does not mistake everyday words for emotion words', () => {
    expect(detectEmotion('The style of the packaging was standard. Taste as usual.').emotion).toBe('neutral');
    expect(detectEmotion('Could you please add more sauce next time').emotion).toBe('neutral');
  });
});
