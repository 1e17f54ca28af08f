import { describe, expect, it } from 'vitest';
import { FORUM_CATEGORIES, isForumCategory } from '../../../shared/domain/community';

describe('the forum categories', () => {
  it("are the issue's, with unique URL-safe keys and a description each", () => {
    expect(FORUM_CATEGORIES.map((c) => c.title)).toEqual([
      'Primeiros dias',
      'Recaídas e recomeços',
      'Dívidas e dinheiro',
      'Família',
      'Conquistas',
      'Pergunte a um psicólogo',
    ]);
    const keys = FORUM_CATEGORIES.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { key, description } of FORUM_CATEGORIES) {
      expect(key).toMatch(/^[a-z-]+$/);
      expect(description.length).toBeGreaterThan(20);
    }
  });

  it('are told apart from anything else', () => {
    expect(isForumCategory('recaidas')).toBe(true);
    expect(isForumCategory('Recaidas')).toBe(false);
    expect(isForumCategory('')).toBe(false);
  });
});
