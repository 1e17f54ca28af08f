import { describe, expect, it } from 'vitest';
import { type ReplayStatus, replayDecision } from '../../../sw/replay-decision';

describe('replayDecision (the worker’s onSync, by status)', () => {
  it.each<[ReplayStatus, 'settle' | 'retry']>([
    [200, 'settle'],
    [201, 'settle'],
    [204, 'settle'],
    [400, 'settle'],
    [403, 'settle'],
    [404, 'settle'],
    [409, 'settle'],
    [413, 'settle'],
    [415, 'settle'],
    [422, 'settle'],
    [401, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
    ['network-error', 'retry'],
  ])('%s → %s', (status, decision) => {
    expect(replayDecision(status)).toBe(decision);
  });
});
