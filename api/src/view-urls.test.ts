import { memberUrl, slugify } from './view-urls';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by dashes, accents dropped, at most 80 characters', () => {
    expect(slugify('Crème Brûlée: the TRAIL edition!')).toBe('creme-brulee-the-trail-edition');
    expect(slugify('  --  ')).toBe('item');
    expect(slugify(`${'a'.repeat(79)} b c`)).toBe('a'.repeat(79));
    expect(memberUrl('Jo Ann', 7)).toBe('/members/jo-ann.7/');
  });

  it('gives the same slug for the same text however often and however many texts it has made', () => {
    const first = slugify('Moab Spring Run 2027');
    for (let i = 0; i < 12_000; i++) slugify(`Thread number ${i}`);
    expect(slugify('Moab Spring Run 2027')).toBe(first);
    expect(slugify('Thread number 11999')).toBe('thread-number-11999');
    expect(slugify('Thread number 5')).toBe('thread-number-5');
    // A long text is slugged, not kept.
    expect(slugify(`Long ${'word '.repeat(60)}`)).toBe(`long-${'word-'.repeat(14)}word`);
  });
});
