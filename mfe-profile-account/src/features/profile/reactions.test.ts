import { withReaction } from './reactions';

const content = (mine: number | null, reactions: { reaction_id: number; count: number }[]) => ({ reaction_score: reactions.reduce((sum, entry) => sum + entry.count, 0), reactions, visitor_reaction_id: mine });

describe('withReaction (spec §4)', () => {
  it('adds a first reaction', () => {
    expect(withReaction(content(null, [{ reaction_id: 1, count: 2 }]), 2)).toEqual({ reaction_score: 3, reactions: [{ reaction_id: 1, count: 2 }, { reaction_id: 2, count: 1 }], visitor_reaction_id: 2 });
  });
  it('removes the same reaction given again', () => {
    expect(withReaction(content(2, [{ reaction_id: 1, count: 2 }, { reaction_id: 2, count: 1 }]), 2)).toEqual({ reaction_score: 2, reactions: [{ reaction_id: 1, count: 2 }], visitor_reaction_id: null });
  });
  it('replaces another reaction, the score unchanged', () => {
    expect(withReaction(content(1, [{ reaction_id: 1, count: 1 }]), 6)).toEqual({ reaction_score: 1, reactions: [{ reaction_id: 6, count: 1 }], visitor_reaction_id: 6 });
  });
});
