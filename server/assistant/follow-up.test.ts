import { describe, expect, it } from 'vitest';
import { coursesOf } from './combination.ts';
import { readConversation, readFollowUp, turnsOf } from './follow-up.ts';

describe('reading a follow-up', () => {
  it.each([
    ['something cheaper', { cheaper: true, rest: '', asks: false }],
    ['cheaper, no cheese', { cheaper: true, rest: 'no cheese', asks: true }],
    ['without cheese', { cheaper: false, rest: 'without cheese' }],
    ['something else', { somethingElse: true, rest: '' }],
    ['kuch aur dikhao', { somethingElse: true, rest: 'dikhao' }],
    ['more like the second one', { like: { position: 1 }, rest: '' }],
    ['like the last one but vegan', { like: { position: -1 }, rest: 'but vegan' }],
    ['more like the chicken karahi', { like: { name: 'chicken karahi' }, rest: 'more like the chicken karahi' }],
    ['more like it', { like: null }],
    // The number of people stays for the engine, which shares a total budget out per plate.
    ['for two', { servings: 2, rest: 'for two', asks: false }],
    ['for 2', { servings: 2 }],
    ['a main and a drink for 2 people under $15', { servings: 2, rest: 'a main and a drink for 2 people under $15' }],
    ['do log ke liye biryani', { servings: 2 }],
    ['biryani for my two friends', { servings: 2 }],
    ['what do people order most', { servings: null }],
    ['anything for ten dollars', { servings: null }],
    ['a cake for four year olds', { servings: null }],
    ['biryani for 40 people', { servings: null, crowd: 40 }],
    ['biryani for fourteen people', { servings: null, crowd: 14 }],
    ['anything for 20', { servings: null, crowd: null }],
    ['cheaper than $10', { cheaper: false, rest: 'cheaper than $10', below: null }],
    // What a cheaper answer carries on in its turn: a plain number the chat reads, never the engine.
    ['no cheese, cheaper than 8.99', { cheaper: false, below: 8.99, rest: 'no cheese', asks: true }],
    ['cheaper than 1250', { cheaper: false, below: 1250, rest: '', asks: false }],
    ['biryani for 40 people, for two', { servings: 2, crowd: 40 }],
    ['less expensive than $10', { cheaper: false }],
    ['nothing cheaper please', { cheaper: false }],
    ['anything else but pizza', { somethingElse: false, rest: 'anything else but pizza' }],
    ['something other than chicken', { somethingElse: false }],
    ['ok thanks, maybe something cheaper please', { cheaper: true, rest: '' }],
  ])('%s', (text, expected) => {
    expect(readFollowUp(text)).toMatchObject(expected);
  });

  it("keeps the first question whole and every later turn's limits and wishes, without the words that only steered", () => {
    const conversation = readConversation(
      turnsOf('sasta khana for two; cheaper, no cheese; more like the second one; for three'),
    );
    expect(conversation.engineText).toBe('sasta khana for two; no cheese; for three');
    expect(conversation.servings).toBe(3);
    expect(readConversation(turnsOf('a vegan lunch')).servings).toBe(1);
    expect(conversation.carriedEarlier).toEqual(['sasta khana for two', 'cheaper, no cheese']);
    expect(conversation.newestCarried).toBe(true);
    expect(readConversation(turnsOf('a vegan lunch; something else')).newestCarried).toBe(false);
  });

  it('carries a cheaper answer\'s price to every later turn, and "for 40 people" back to one of each', () => {
    const turns = turnsOf('vegan lunch, 2 log, $12 total; cheaper than 4.49; without onion; cheaper than 5');
    const conversation = readConversation(turns);
    expect(conversation.below).toBe(4.49);
    expect(conversation.engineText).toBe('vegan lunch, 2 log, $12 total; without onion');
    expect(conversation.carriedEarlier).toEqual(turns.slice(0, -1));
    expect(conversation.newestCarried).toBe(true);
    expect(readConversation(turnsOf('biryani for two; for 40 people')).servings).toBe(1);
    expect(readConversation(turnsOf('biryani for 40 people; for two')).servings).toBe(2);
  });
});

describe('reading a combination', () => {
  it('asks each course with the rest of the request and none of the other courses', () => {
    expect(coursesOf('a main and a drink under $15, no nuts')).toEqual([
      { name: 'main', text: 'a main and under $15, no nuts' },
      { name: 'drink', text: 'and a drink under $15, no nuts' },
    ]);
    // What is said between the courses holds for every course: when in doubt, leave it out.
    expect(coursesOf('a dessert without nuts and a drink').map((course) => course.text)).toEqual([
      'a dessert without nuts and',
      'without nuts and a drink',
    ]);
    expect(coursesOf('starter, main course and dessert').map((course) => course.name)).toEqual([
      'starter',
      'main',
      'dessert',
    ]);
  });

  it('is not a combination with one course, courses not joined, or a course refused', () => {
    expect(coursesOf('a vegan main')).toEqual([]);
    expect(coursesOf('a main, no dessert')).toEqual([]);
    expect(coursesOf('no drinks, just a main')).toEqual([]);
    expect(coursesOf('a drink that goes well with curry')).toEqual([]);
    // Roman Urdu's "main" (I, in) is no course; the English one is, after an article or before a join.
    expect(coursesOf('main soch raha tha ke koi drink aur dessert').map((course) => course.name)).toEqual([
      'drink',
      'dessert',
    ]);
    expect(coursesOf('dinner main kya hai, drink bhi chahiye')).toEqual([]);
    expect(coursesOf('main and drink for two').map((course) => course.name)).toEqual(['main', 'drink']);
    expect(coursesOf('a vegan main and a drink').map((course) => course.name)).toEqual(['main', 'drink']);
    expect(coursesOf('a veg main with a drink').map((course) => course.name)).toEqual(['main', 'drink']);
    expect(coursesOf('ek main aur ek drink').map((course) => course.name)).toEqual(['main', 'drink']);
  });
});
