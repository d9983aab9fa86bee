import { describe, expect, it } from 'vitest';
import { usageLevel, usagePercent } from './usage-level';

describe('usage level', () => {
  it('turns orange above 80 % and red above 90 %', () => {
    expect(usageLevel(20, 25)).toBe('normal'); // 80 % exactly
    expect(usageLevel(21, 25)).toBe('warning'); // 84 %
    expect(usageLevel(9, 10)).toBe('warning'); // 90 % exactly
    expect(usageLevel(5, 5)).toBe('critical');
    expect(usageLevel(4, 5)).toBe('normal');
  });

  it('never warns about an unlimited plan', () => {
    expect(usagePercent(1000, -1)).toBe(0);
    expect(usageLevel(1000, -1)).toBe('normal');
  });
});
