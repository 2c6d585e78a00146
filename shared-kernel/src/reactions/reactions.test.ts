import { applyReaction, reactionSpriteCell, reactionTitle } from './reactions';

describe('reacting (spec §4)', () => {
  const start = { reactions: [{ reaction_id: 1, count: 2 }], visitor_reaction_id: null };

  it('adds a reaction when the member has none', () => {
    expect(applyReaction(start, 2)).toEqual({ reactions: [{ reaction_id: 1, count: 2 }, { reaction_id: 2, count: 1 }], visitor_reaction_id: 2, action: 'added' });
  });

  it('replaces the member\'s reaction with a different one', () => {
    const liked = { reactions: [{ reaction_id: 1, count: 3 }], visitor_reaction_id: 1 };
    expect(applyReaction(liked, 4)).toEqual({ reactions: [{ reaction_id: 1, count: 2 }, { reaction_id: 4, count: 1 }], visitor_reaction_id: 4, action: 'replaced' });
  });

  it('removes it when the same reaction is chosen again, dropping empty counts', () => {
    const loved = { reactions: [{ reaction_id: 1, count: 2 }, { reaction_id: 2, count: 1 }], visitor_reaction_id: 2 };
    expect(applyReaction(loved, 2)).toEqual({ reactions: [{ reaction_id: 1, count: 2 }], visitor_reaction_id: null, action: 'removed' });
  });

  it('names the six reactions of spec §3', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => reactionTitle(id))).toEqual(['Like', 'Love', 'Haha', 'Wow', 'Sad', 'Angry']);
    expect(reactionTitle(2, new Map([[2, 'Heart']]))).toBe('Heart');
    expect(reactionTitle(9)).toBe('Reaction 9');
  });

  it('finds each reaction in its cell of the sprite, as GET /reactions places them (y = -32 per reaction)', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => reactionSpriteCell(id))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(reactionSpriteCell(9)).toBeNull();
  });
});
