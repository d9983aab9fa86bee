import { describe, expect, it } from 'vitest';
import { type OutboxItem, type OutboxStore, type SendResult, sendOutbox } from './outbox';

function memoryStore(items: OutboxItem[]): OutboxStore & { items: OutboxItem[] } {
  const store = {
    items,
    list: async () => [...store.items],
    put: async (item: OutboxItem) => {
      store.items = [...store.items.filter((other) => other.id !== item.id), item];
    },
    remove: async (id: string) => {
      store.items = store.items.filter((item) => item.id !== id);
    },
  };
  return store;
}

const item = (id: string, userId = 'ada', createdAt = `2026-11-27T10:0${id}:00Z`): OutboxItem => ({
  id,
  call: 'post-memory',
  args: { graveId: 'g', text: `memory ${id}` },
  userId,
  createdAt,
});

describe('sendOutbox', () => {
  it("sends the writer's items oldest first, once each, with their device-made ids", async () => {
    const store = memoryStore([item('2'), item('1'), item('3', 'someone-else')]);
    const calls: string[] = [];
    const sent = await sendOutbox(store, 'ada', {
      'post-memory': async (args, id) => {
        calls.push(`${id}:${args.text}`);
        return { sent: true };
      },
    });
    expect(sent).toBe(2);
    expect(calls).toEqual(['1:memory 1', '2:memory 2']);
    // Another person's memory on the same phone waits for them.
    expect(store.items.map((left) => left.id)).toEqual(['3']);
    expect(await sendOutbox(store, 'ada', { 'post-memory': async () => ({ sent: true }) })).toBe(0);
  });

  it('keeps a refused item with its reason and text, and stops at a lost connection', async () => {
    const store = memoryStore([item('1'), item('2'), item('3')]);
    const answers: SendResult[] = [{ refused: 'Too many memories today' }, { offline: true }];
    const sent = await sendOutbox(store, 'ada', {
      'post-memory': async () => answers.shift() ?? { sent: true },
    });
    expect(sent).toBe(0);
    expect(store.items.find((left) => left.id === '1')).toMatchObject({
      refusal: 'Too many memories today',
      args: { text: 'memory 1' },
    });
    expect(store.items.filter((left) => left.refusal === undefined).map((left) => left.id)).toEqual([
      '2',
      '3',
    ]);
    // A refused item is not sent again by itself.
    const again: string[] = [];
    await sendOutbox(store, 'ada', {
      'post-memory': async (_args, id) => {
        again.push(id);
        return { sent: true };
      },
    });
    expect(again).toEqual(['2', '3']);
  });
});
