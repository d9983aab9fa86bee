import { describe, expect, it } from 'vitest';
import yieldBetweenSharesPlugin from './yield-between-shares';

type BeforeLoadShareArgs = Parameters<
  NonNullable<ReturnType<typeof yieldBetweenSharesPlugin>['beforeLoadShare']>
>[0];

describe('yieldBetweenSharesPlugin', () => {
  it('resolves a shared module only after the tasks already queued have run', async () => {
    const plugin = yieldBetweenSharesPlugin();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const args = { pkgName: 'react' } as BeforeLoadShareArgs;

    const resolved = plugin.beforeLoadShare?.(args);
    await Promise.resolve();
    order.push('same task');

    expect(await resolved).toBe(args);
    expect(order).toEqual(['same task', 'queued task']);
  });
});
