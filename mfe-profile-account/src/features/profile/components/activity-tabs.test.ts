import { sentenceLead } from './activity-tabs';

describe('sentenceLead', () => {
  it('keeps the sentence before its title, which the page links', () => {
    expect(sentenceLead({ text: 'replied to the thread Winch line care', title: 'Winch line care' })).toBe('replied to the thread ');
  });
  it('keeps the whole sentence when it does not end with the title', () => {
    expect(sentenceLead({ text: 'reacted with Like', title: 'Winch line care' })).toBe('reacted with Like ');
  });
});
