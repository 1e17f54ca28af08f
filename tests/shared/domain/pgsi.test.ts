import { describe, expect, it } from 'vitest';
import {
  isValidPgsiAnswers,
  PGSI_ANSWER_OPTIONS,
  PGSI_QUESTIONS,
  PGSI_TIME_FRAME,
  pgsiBand,
  pgsiScore,
  pgsiScoreOrNull,
} from '../../../shared/domain/pgsi';

describe('PGSI', () => {
  it('has nine questions and the four answer options', () => {
    expect(PGSI_QUESTIONS).toHaveLength(9);
    expect(new Set(PGSI_QUESTIONS).size).toBe(9);
    for (const q of PGSI_QUESTIONS) expect(q).toMatch(/\?$/);
    expect(PGSI_TIME_FRAME).toBe('Nos últimos 12 meses');
    expect(PGSI_ANSWER_OPTIONS).toEqual([
      { value: 0, label: 'Nunca' },
      { value: 1, label: 'Às vezes' },
      { value: 2, label: 'Na maioria das vezes' },
      { value: 3, label: 'Quase sempre' },
    ]);
  });

  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0],
    [[1, 0, 0, 0, 0, 0, 0, 0, 0], 1],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 27],
    [[0, 1, 2, 3, 0, 1, 2, 3, 0], 12],
  ])('scores %j as %i', (answers, score) => {
    expect(pgsiScore(answers)).toBe(score);
    expect(pgsiScoreOrNull(answers)).toBe(score);
  });

  it.each([
    [[0, 0, 0]],
    [[0, 0, 0, 0, 0, 0, 0, 0, 4]],
    [[0, 0, 0, 0, 0, 0, 0, 0, 1.5]],
    [[0, 0, 0, 0, 0, 0, 0, 0, -1]],
  ])('refuses %j', (answers) => {
    expect(isValidPgsiAnswers(answers)).toBe(false);
    expect(() => pgsiScore(answers)).toThrow(RangeError);
    expect(pgsiScoreOrNull(answers)).toBeNull();
  });

  it('has no score without answers', () => {
    expect(pgsiScoreOrNull(null)).toBeNull();
    expect(pgsiScoreOrNull(undefined)).toBeNull();
  });

  it.each([
    [0, 'none', 'Sem problema', false],
    [1, 'low', 'Risco baixo', false],
    [2, 'low', 'Risco baixo', false],
    [3, 'moderate', 'Risco moderado', true],
    [7, 'moderate', 'Risco moderado', true],
    [8, 'problem', 'Jogo problemático', true],
    [27, 'problem', 'Jogo problemático', true],
  ])('score %i is band %s', (score, key, label, seekHelp) => {
    const band = pgsiBand(score);
    expect(band).toMatchObject({ key, label, seekHelp });
    expect(band.message.length).toBeGreaterThan(20);
  });

  it('points to the crisis line in the most serious band', () => {
    expect(pgsiBand(27).message).toContain('188');
  });
});
