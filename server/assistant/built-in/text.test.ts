import { describe, expect, it } from 'vitest';
import { editDistance, singular, squeeze, stem, tokenize, Vocabulary } from './text.ts';

describe('text', () => {
  it('stems plurals and verb forms together but keeps food words whole', () => {
    expect(new Set(['fries', 'fried', 'fry'].map(stem)).size).toBe(1);
    expect(stem('loved')).toBe(stem('love'));
    expect(stem('desserts')).toBe(stem('dessert'));
    expect(stem('burgers')).toBe('burger');
    expect(stem('evening')).not.toBe(stem('even'));
  });

  it('says one of a plural as a word, where its stem is none', () => {
    expect(['shakes', 'sandwiches', 'berries', 'tomatoes', 'shake', 'hummus'].map(singular)).toEqual([
      'shake',
      'sandwich',
      'berry',
      'tomato',
      'shake',
      'hummus',
    ]);
    expect(stem('shakes')).toBe('shak');
  });

  it('tokenises words, numbers, money, emoji and contractions', () => {
    const words = tokenize("Can't do nuts!! under $10 😍").map((t) => t.word);
    expect(words).toEqual(['can', 'not', 'do', 'nuts', '!', '!', 'under', '$', '10', '😍']);
    expect(tokenize('gluten-free').map((t) => t.word)).toEqual(['gluten', 'free']);
    expect(tokenize('glutenfree w/o nuts').map((t) => t.word)).toEqual(['gluten', 'free', 'without', 'nuts']);
    // The course after an article or a count; Roman Urdu's "main" (I, in) stays as typed.
    expect(tokenize('a vegan main, one main').map((t) => t.word)).toEqual(['a', 'vegan', 'mains', ',', 'one', 'mains']);
    expect(tokenize('anda nahi khata main').map((t) => t.word)).toEqual(['anda', 'nahi', 'khata', 'main']);
  });

  it('measures edit distance with swaps, giving up past the limit', () => {
    expect(editDistance('protien', 'protein', 2)).toBe(1);
    expect(editDistance('vegitarian', 'vegetarian', 2)).toBe(1);
    expect(editDistance('pizza', 'chicken', 2)).toBe(3);
  });

  it('corrects typos to known words and leaves plain English alone', () => {
    const vocabulary = new Vocabulary(['vegetarian', 'spicy', 'stale'], ['style'], 4);
    expect(vocabulary.correct('vegatarian')).toBe('vegetarian');
    expect(vocabulary.correct('spicey')).toBe('spicy');
    expect(vocabulary.correct('style')).toBeNull();
    expect(vocabulary.correct('styles')).toBeNull();
    expect(vocabulary.correct('xyz')).toBeNull();
  });

  it('squeezes stretched words', () => {
    expect(squeeze('soooo goooood')).toBe('soo good');
  });
});
