import { describe, expect, it } from 'vitest';
import { allowedEdits, correctQuery, correctWord, editDistance, wordsOf } from './typos';

const vocabulary = new Map([
  ['merino', 5],
  ['sweater', 2],
  ['linen', 9],
  ['lined', 1],
  ['cardigan', 3],
  ['tea', 4],
  ['tee', 6],
]);

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('merino', 'merino')).toBe(0);
    expect(editDistance('sweter', 'sweater')).toBe(1);
    expect(editDistance('merion', 'merino')).toBe(1);
    expect(editDistance('linan', 'linen')).toBe(1);
    expect(editDistance('cardgian', 'cardigan')).toBe(1);
    expect(editDistance('crdgian', 'cardigan')).toBe(2);
    expect(editDistance('abc', '')).toBe(3);
  });
  it('stops early past the limit', () => {
    expect(editDistance('sweater', 'cardigan', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowed edits', () => {
  it('is 0 under 3 letters, 1 up to 7 letters, 2 above 7', () => {
    expect(allowedEdits('ab')).toBe(0);
    expect(allowedEdits('abc')).toBe(1);
    expect(allowedEdits('abcdefg')).toBe(1);
    expect(allowedEdits('abcdefgh')).toBe(2);
  });
});

describe('correcting words', () => {
  it('keeps known words and corrects misspelt ones to the nearest shop word', () => {
    expect(correctQuery(wordsOf('Merion SWETER'), vocabulary)).toEqual(['merino', 'sweater']);
    expect(correctWord('linen', vocabulary)).toBe('linen');
  });
  it('allows one edit for words up to 7 letters and not two', () => {
    expect(correctWord('swetr', vocabulary)).toBe('swetr');
    expect(correctWord('swaeter', vocabulary)).toBe('sweater');
  });
  it('allows two edits for words longer than 7 letters, not three', () => {
    expect(correctWord('crdiagan', vocabulary)).toBe('cardigan');
    expect(correctWord('crdiagxn', vocabulary)).toBe('crdiagxn');
  });
  it('never corrects words under 3 letters', () => {
    expect(correctWord('te', vocabulary)).toBe('te');
  });
  it('breaks ties by how many products use the word', () => {
    expect(correctWord('tez', vocabulary)).toBe('tee');
    expect(correctWord('linex', vocabulary)).toBe('linen');
  });
  it('leaves a word being typed alone when it starts a known word', () => {
    expect(correctWord('cardi', vocabulary, true)).toBe('cardi');
    expect(correctWord('cardi', vocabulary, false)).toBe('cardi');
    expect(correctQuery(['merion', 'swe'], vocabulary, true)).toEqual(['merino', 'swe']);
  });
  it('splits on anything but letters and digits', () => {
    expect(wordsOf('T-shirt, 100% cotton — Größe')).toEqual(['t', 'shirt', '100', 'cotton', 'größe']);
  });
});
