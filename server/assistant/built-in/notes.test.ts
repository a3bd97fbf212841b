import { describe, expect, it } from 'vitest';
import { unknownWordNote, unknownWordOf } from './notes.ts';

describe('the note for a word the engine could not read', () => {
  it('is read back as the word it is about, and no other note is', () => {
    expect(unknownWordOf(unknownWordNote('zatarr'))).toBe('zatarr');
    expect(unknownWordOf('We have no sushi on the menu today, so here are other dishes.')).toBeNull();
    expect(unknownWordOf("I don't know what to say.")).toBeNull();
  });
});
