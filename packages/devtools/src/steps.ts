import { spawn } from 'node:child_process';

export interface Step {
  name: string;
  command: string[];
  /** Steps whose output this one reads: it starts once they have passed, and is skipped if one did not. */
  needs?: string[];
  /** How much of the machine the step keeps busy, in cores. */
  cores: number;
}

export interface StepResult {
  name: string;
  outcome: 'ok' | 'failed' | 'skipped';
  /** Seconds after the start of the run. */
  started: number;
  seconds: number;
  /** Processor seconds the step and every process it waited for spent (user and system), when known. */
  cpuSeconds?: number;
}

/** How much of a failed step's output is repeated before the summary: a test runner's list of failures. */
const FAILURE_TAIL_LINES = 40;

// The shell's `times` reports the processor time of every child it (and they, recursively) waited for: Node has no
// rusage for a child, and a step's cost on a shared machine is its processor time, not how long it waited for one.
const MEASURED = '"$@"; status=$?; times >&3; exit $status';

/** `times`' second line, "1m2.50s 0m3.25s" (children's user and system time), in seconds. */
export function parseTimes(text: string): number | undefined {
  const line = text.trim().split('\n')[1];
  const parts = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  if (!parts) return undefined;
  const [, userMinutes, userSeconds, systemMinutes, systemSeconds] = parts.map(Number) as number[];
  return (userMinutes ?? 0) * 60 + (userSeconds ?? 0) + (systemMinutes ?? 0) * 60 + (systemSeconds ?? 0);
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

function cpu(result: StepResult): string {
  return result.cpuSeconds === undefined ? '' : `, ${result.cpuSeconds.toFixed(0)} s of processor time`;
}

interface RunOptions {
  cwd: string;
  /** The cores the steps share: a step starts when the running ones leave room for it, or when none runs. */
  cores: number;
  write?: (text: string) => void;
}

/**
 * Runs the steps side by side as far as their `needs` and `cores` allow, earlier steps first. A step's output is
 * kept until it ends and then written whole under its name, so the logs of steps that ran together never
 * interleave; a summary of every step comes last.
 */
export async function runSteps(
  steps: readonly Step[],
  { cwd, cores, write = (text) => process.stdout.write(text) }: RunOptions,
): Promise<StepResult[]> {
  const runStarted = performance.now();
  const since = (time: number) => (time - runStarted) / 1000;
  const results = new Map<string, StepResult>();
  const failureTails = new Map<string, string>();
  const running = new Map<Step, Promise<void>>();
  const waiting = [...steps];
  const unknown = steps.flatMap((step) =>
    (step.needs ?? []).filter((need) => !steps.some((s) => s.name === need)),
  );
  if (unknown.length > 0) throw new Error(`Steps need steps that do not exist: ${unknown.join(', ')}`);

  const start = (step: Step) => {
    const started = performance.now();
    write(`--- ${step.name} started at ${since(started).toFixed(0)} s: ${step.command.join(' ')}\n`);
    const child = spawn('/bin/sh', ['-c', MEASURED, step.name, ...step.command], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    let times = '';
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      times += chunk.toString();
    });
    const done = new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        resolve(null);
      });
      child.on('close', resolve);
    }).then((code) => {
      const result: StepResult = {
        name: step.name,
        outcome: code === 0 ? 'ok' : 'failed',
        started: since(started),
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: parseTimes(times),
      };
      results.set(step.name, result);
      running.delete(step);
      write(`\n=== ${step.name}: ${step.command.join(' ')}\n`);
      const text = Buffer.concat(output).toString();
      write(text);
      write(`=== ${step.name}: ${result.outcome} in ${result.seconds.toFixed(1)} s${cpu(result)}\n\n`);
      if (result.outcome === 'failed') failureTails.set(step.name, lastLines(text, FAILURE_TAIL_LINES));
    });
    running.set(step, done);
  };

  while (waiting.length > 0 || running.size > 0) {
    for (const step of [...waiting]) {
      const needs = (step.needs ?? []).map((need) => results.get(need));
      const blocked = needs.some((need) => need !== undefined && need.outcome !== 'ok');
      const ready = needs.every((need) => need?.outcome === 'ok');
      const busy = [...running.keys()].reduce((sum, other) => sum + other.cores, 0);
      if (!blocked && !(ready && (running.size === 0 || busy + step.cores <= cores))) continue;
      waiting.splice(waiting.indexOf(step), 1);
      if (blocked) {
        results.set(step.name, {
          name: step.name,
          outcome: 'skipped',
          started: since(performance.now()),
          seconds: 0,
        });
      } else {
        start(step);
      }
    }
    if (running.size === 0 && waiting.length > 0) {
      throw new Error(`Steps that need each other: ${waiting.map((step) => step.name).join(', ')}`);
    }
    if (running.size > 0) await Promise.race(running.values());
  }

  const ordered = steps.map((step) => results.get(step.name) as StepResult);
  // Again at the end, where a reader of a long log (or of its last lines only) looks first: why each step failed.
  for (const [name, tail] of failureTails) {
    write(`=== ${name} failed; its last ${FAILURE_TAIL_LINES} lines:\n${tail}\n\n`);
  }
  write('=== summary (seconds: start, duration, processor time)\n');
  for (const result of ordered) {
    const mark = { ok: 'ok  ', failed: 'FAIL', skipped: 'SKIP' }[result.outcome];
    write(
      `${mark} ${result.name.padEnd(28)} ${result.started.toFixed(0).padStart(5)} ${result.seconds.toFixed(1).padStart(7)} s${cpu(result)}\n`,
    );
  }
  const processorSeconds = ordered.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0);
  write(`processor time ${processorSeconds.toFixed(0)} s over ${cores} cores\n`);
  const count = (outcome: StepResult['outcome']) =>
    ordered.filter((result) => result.outcome === outcome).length;
  write(`total ${since(performance.now()).toFixed(0)} s\n`);
  write(`steps: ${count('ok')} passed, ${count('failed')} failed, ${count('skipped')} skipped\n`);
  return ordered;
}
