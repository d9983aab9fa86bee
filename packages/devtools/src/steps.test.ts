import { describe, expect, it } from 'vitest';
import { parseTimes, runSteps, type Step } from './steps';

const node = (code: string) => [process.execPath, '-e', code];
const says = (text: string, exitCode = 0) =>
  node(`console.log(${JSON.stringify(text)}); console.error('on stderr'); process.exit(${exitCode})`);

async function run(steps: Step[], cores: number) {
  let log = '';
  const results = await runSteps(steps, { cwd: process.cwd(), cores, write: (text) => (log += text) });
  return { results, log };
}

describe('runSteps', () => {
  it('starts steps side by side while they fit the cores, and one at a time when they do not', async () => {
    const steps = [
      { name: 'first', command: says('one'), cores: 1 },
      { name: 'second', command: says('two'), cores: 1 },
    ];
    const together = (await run(steps, 2)).log;
    expect(together.indexOf('--- second started')).toBeLessThan(together.indexOf('=== first:'));

    const alone = (await run(steps, 1)).log;
    expect(alone.indexOf('--- second started')).toBeGreaterThan(alone.indexOf('=== first: ok'));
  });

  it("prints each step's output whole under its name, and a summary with the closing count", async () => {
    const { results, log } = await run(
      [
        { name: 'good', command: says('all fine'), cores: 1 },
        { name: 'bad', command: says('it broke', 3), cores: 1 },
      ],
      2,
    );
    expect(results.map((result) => [result.name, result.outcome])).toEqual([
      ['good', 'ok'],
      ['bad', 'failed'],
    ]);
    expect(log).toMatch(/=== bad: .*\nit broke\non stderr\n=== bad: failed in [\d.]+ s/);
    expect(log).toMatch(/=== good: .*\nall fine\non stderr\n=== good: ok in [\d.]+ s/);
    // A failed step's last lines again just before the summary, where a truncated log still shows them.
    expect(log).toMatch(/=== bad failed; its last 40 lines:\nit broke\non stderr\n\n=== summary/);
    expect(log).not.toMatch(/=== good failed/);
    expect(log).toMatch(/\nok {3}good +\d+ +[\d.]+ s, \d+ s of processor time\nFAIL bad /);
    expect(log.trimEnd().split('\n').at(-1)).toBe('steps: 1 passed, 1 failed, 0 skipped');
  });

  // The spin needs its processor time whatever the machine's load, and may wait long for it on a busy one.
  it('counts the processor time of a step and of the processes it started', async () => {
    const spin = 'const end = process.cpuUsage().user + 200_000; while (process.cpuUsage().user < end);';
    const grandchild = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(spin)}])`;
    const { results, log } = await run([{ name: 'busy', command: node(grandchild), cores: 1 }], 1);
    expect(results[0]?.cpuSeconds).toBeGreaterThanOrEqual(0.2);
    expect(log).toMatch(/processor time \d+ s over 1 cores/);
  }, 30_000);

  it('reads the children line of the shell builtin times', () => {
    expect(parseTimes('0m0.01s 0m0.02s\n1m2.50s 0m3.25s\n')).toBeCloseTo(65.75);
    expect(parseTimes('')).toBeUndefined();
  });

  it('runs a step after the steps it needs, and skips it when one of them failed', async () => {
    const { results, log } = await run(
      [
        { name: 'report', command: says('reported'), needs: ['build', 'check'], cores: 1 },
        { name: 'build', command: says('built'), cores: 1 },
        { name: 'check', command: says('checked', 1), cores: 1 },
        { name: 'deploy', command: says('deployed'), needs: ['build'], cores: 1 },
      ],
      4,
    );
    expect(results.map((result) => result.outcome)).toEqual(['skipped', 'ok', 'failed', 'ok']);
    expect(log).not.toContain('reported');
    expect(log.indexOf('--- deploy started')).toBeGreaterThan(log.indexOf('=== build: ok'));
  });

  it('fails a command that cannot start, and refuses needs that name no step', async () => {
    const { results } = await run([{ name: 'missing', command: ['no-such-command-here'], cores: 1 }], 1);
    expect(results[0]?.outcome).toBe('failed');
    await expect(
      run([{ name: 'orphan', command: says('x'), needs: ['nothing'], cores: 1 }], 1),
    ).rejects.toThrow('Steps need steps that do not exist: nothing');
  });
});
