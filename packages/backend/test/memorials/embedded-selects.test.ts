import { describe, expect, it } from 'vitest';
import { ownerFriendAndPublicMemorial, postMemory, share } from '../fixtures.ts';
import { client } from '../helpers.ts';

// The relationships the generated types declare are ones PostgREST follows, so the app embeds instead of joining.
describe('embedded selects', () => {
  it("a memory with its author's name, through the profiles view, for a visitor and for anyone", async () => {
    const { owner, friend, grave } = await ownerFriendAndPublicMemorial();
    const written = await postMemory(friend.client, grave.id, 'Sunday lunches');
    expect(written.error).toBeNull();
    for (const reader of [owner.client, client()]) {
      const { data, error } = await reader
        .from('visitor_memories')
        .select('memory_text, user_id, author:profiles(full_name)')
        .eq('grave_id', grave.id);
      expect(error).toBeNull();
      expect(data).toEqual([
        { memory_text: 'Sunday lunches', user_id: friend.id, author: { full_name: 'Franklin Friend' } },
      ]);
    }
  });

  it("a collaborator row with the person's name, for the owner managing access", async () => {
    const { owner, friend, grave } = await ownerFriendAndPublicMemorial();
    await share(grave.id, friend, 'editor');
    const { data, error } = await owner.client
      .from('grave_managers')
      .select('role, person:profiles(full_name)')
      .eq('grave_id', grave.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ role: 'editor', person: { full_name: 'Franklin Friend' } }]);
  });
});
