import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAGE,
  lighthouseGoalFigures,
  lighthouseTable,
  median,
  type RunFigures,
  summarise,
  verdicts,
} from './lighthouse-summary';

const run = (score: number, lcpMs: number, tbtMs = 0, cls = 0): RunFigures => ({ score, lcpMs, tbtMs, cls });

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 9, 3, 7])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarise', () => {
  it('takes each figure’s median separately, not the figures of the median-score run', () => {
    const summary = summarise('/', 'mobile', [run(95, 3000, 10), run(90, 1000, 20), run(99, 2000, 300)]);
    expect(summary).toMatchObject({ score: 95, lcpMs: 2000, tbtMs: 20, runs: 3 });
  });
});

describe('verdicts', () => {
  it('asks 100 of desktop, 95 of mobile, and 1.5 s LCP of mobile / only', () => {
    expect(verdicts(summarise('/help', 'desktop', [run(99, 800)])).map((v) => v.met)).toEqual([false]);
    expect(verdicts(summarise('/help', 'mobile', [run(95, 4000)])).map((v) => v.met)).toEqual([true]);
    const landing = verdicts(summarise('/', 'mobile', [run(96, 1600)]));
    expect(landing.map((v) => [v.goal, v.met])).toEqual([
      ['score >= 95', true],
      ['LCP <= 1.5 s', false],
    ]);
  });

  it('holds the empty page to no goal', () => {
    expect(verdicts(summarise(EMPTY_PAGE, 'mobile', [run(40, 9000)]))).toEqual([]);
  });
});

describe('lighthouseTable', () => {
  it('puts the empty page of the same form factor beside each route', () => {
    const table = lighthouseTable([
      summarise(EMPTY_PAGE, 'mobile', [run(100, 630, 40)]),
      summarise('/', 'mobile', [run(61, 4870, 684, 0.114)]),
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[3]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '/',
      'mobile',
      '61',
      '4.87 s',
      '684 ms',
      '0.114',
      'score >= 95 NOT met, LCP <= 1.5 s NOT met',
      '100',
      '0.63 s',
      '40 ms',
      '0.000',
      '',
    ]);
  });
});

describe('lighthouseGoalFigures', () => {
  it('gives each verdict with the median it judged, and the mobile LCP beside the empty page', () => {
    const figures = lighthouseGoalFigures([
      summarise(EMPTY_PAGE, 'mobile', [run(100, 630)]),
      summarise('/', 'mobile', [run(96, 1400), run(90, 1800), run(97, 1200)]),
      summarise('/', 'desktop', [run(99, 500)]),
    ]);
    expect(figures).toEqual([
      { figure: 'Lighthouse mobile /', goal: 'score >= 95', measured: '96', met: true },
      {
        figure: 'Lighthouse mobile / LCP',
        goal: 'LCP <= 1.5 s',
        measured: '1.40 s (empty page 0.63 s)',
        met: true,
      },
      { figure: 'Lighthouse desktop /', goal: 'score 100', measured: '99', met: false },
    ]);
  });
});
