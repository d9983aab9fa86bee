import { describe, expect, it } from 'vitest';
import { yieldingChunkLoading } from './yield-between-chunks';

describe('yieldingChunkLoading', () => {
  it('starts loading a chunk only after the tasks already queued have run, and passes its result on', async () => {
    const order: string[] = [];
    const ensureChunk = (chunkId: string | number) => {
      order.push(`load ${chunkId}`);
      return Promise.resolve(`chunk ${chunkId}`);
    };
    const load = yieldingChunkLoading(ensureChunk);
    setTimeout(() => order.push('queued task'), 0);

    const loaded = load('2v');
    await Promise.resolve();
    order.push('same task');

    expect(await loaded).toBe('chunk 2v');
    expect(order).toEqual(['same task', 'queued task', 'load 2v']);
  });

  it('passes a failed load on, so the error boundary with its retry still sees it', async () => {
    const load = yieldingChunkLoading(() => Promise.reject(new Error('Loading chunk 2v failed')));
    await expect(load('2v')).rejects.toThrow('Loading chunk 2v failed');
  });

  it('wraps chunk loading once, however often the runtime starts the plugin', () => {
    const ensureChunk = () => Promise.resolve();
    const once = yieldingChunkLoading(ensureChunk);
    expect(yieldingChunkLoading(once)).toBe(once);
  });
});
