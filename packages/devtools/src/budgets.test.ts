import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets } from './budgets';
import type { Download } from './landing-weight';

const KiB = 1024;
const script = (url: string, gzipKiB: number, libraries: string[] = []): Download => ({
  url,
  app: 'shell',
  kind: 'script',
  bytes: gzipKiB * KiB * 3,
  gzip: gzipKiB * KiB,
  libraries,
});
const style = (url: string, gzipKiB: number): Download => ({ ...script(url, gzipKiB), kind: 'stylesheet' });
const entry = (gzipKiB: number) => ({ files: 1, bytes: gzipKiB * KiB * 3, gzip: gzipKiB * KiB });
const entries = {
  mf_public: entry(10),
  mf_memorials: entry(10),
  mf_reminders: entry(10),
  mf_billing: entry(10),
};

describe('checkBudgets', () => {
  it('passes a landing page within every ceiling with none of the forbidden libraries', () => {
    const results = checkBudgets([script('/a.js', 100), script('/b.js', 50), style('/c.css', 10)], entries);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.find((result) => result.figure === 'JavaScript on /')?.measuredKiB).toBe(150);
  });

  it('fails when the scripts of / add up past the ceiling, naming the largest', () => {
    const ceiling = BUDGETS.landingJavaScript.ceilingKiB;
    const results = checkBudgets([script('/big.js', ceiling), script('/small.js', 1)], entries);
    const js = results.find((result) => result.figure === 'JavaScript on /');
    expect(js?.ok).toBe(false);
    expect(js?.detail).toContain('/big.js');
  });

  it('fails for one remote whose entry is over its ceiling', () => {
    const results = checkBudgets([], { ...entries, mf_billing: entry(BUDGETS.remoteEntry.ceilingKiB + 1) });
    expect(results.filter((result) => !result.ok).map((result) => result.figure)).toEqual([
      'remoteEntry mf_billing',
    ]);
  });

  it('fails when a forbidden library is downloaded by /, whatever its size', () => {
    const results = checkBudgets([script('/x.js', 1, ['@supabase/supabase-js'])], entries);
    const supabase = results.find((result) => result.figure === '@supabase/supabase-js not on /');
    expect(supabase?.ok).toBe(false);
    expect(supabase?.detail).toContain('/x.js');
  });

  it('fails when the CSS of / is over its ceiling', () => {
    const results = checkBudgets([style('/all.css', BUDGETS.landingCss.ceilingKiB + 1)], entries);
    expect(results.find((result) => result.figure === 'CSS on /')?.ok).toBe(false);
  });
});
