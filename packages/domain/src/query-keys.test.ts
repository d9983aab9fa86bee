import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** TanStack Query matches by prefix: invalidating `parent` refetches `child` when child starts with parent. */
const startsWith = (child: readonly unknown[], parent: readonly unknown[]) =>
  parent.every((part, index) => child[index] === part);

describe('query keys', () => {
  it('are stable values, so two remotes name the same data alike', () => {
    expect(queryKeys.memorial('a')).toEqual(queryKeys.memorial('a'));
    expect(queryKeys.memorialReminders('a')).toEqual(['reminders', 'memorial', 'a']);
  });

  it('nest the dashboard pages and counts under the memorials, so a new memorial refreshes them', () => {
    expect(startsWith(queryKeys.memorialsList('own', ''), queryKeys.memorials())).toBe(true);
    expect(startsWith(queryKeys.memorialsList('shared', 'ann'), queryKeys.memorials())).toBe(true);
    expect(startsWith(queryKeys.memorialCounts(), queryKeys.memorials())).toBe(true);
    expect(queryKeys.memorialsList('own', 'a')).not.toEqual(queryKeys.memorialsList('own', 'ab'));
  });

  it("nest a memorial's family links under the memorial, so it refreshes them and they go with it", () => {
    expect(startsWith(queryKeys.memorialFamily('a'), queryKeys.memorial('a'))).toBe(true);
    expect(startsWith(queryKeys.memorialFamily('a'), queryKeys.memorial('b'))).toBe(false);
  });

  it("nest a memorial's reminders under all reminders, so a change to any reminder refreshes them", () => {
    expect(startsWith(queryKeys.memorialReminders('a'), queryKeys.reminders())).toBe(true);
  });

  it("nest a memorial's visit counts under the memorial, apart from its gallery", () => {
    expect(startsWith(queryKeys.memorialVisits('a'), queryKeys.memorial('a'))).toBe(true);
    expect(startsWith(queryKeys.memorialVisits('a'), queryKeys.memorialGallery('a'))).toBe(false);
  });

  it('keep unrelated data apart: invalidating one never refetches another', () => {
    const roots = [
      queryKeys.memorials(),
      queryKeys.memorial('a'),
      queryKeys.planUsage(),
      queryKeys.reminders(),
      queryKeys.profile(),
    ];
    for (const [index, root] of roots.entries()) {
      for (const other of roots.slice(index + 1)) {
        expect(startsWith(other, root) || startsWith(root, other)).toBe(false);
      }
    }
    expect(startsWith(queryKeys.memorial('ab'), queryKeys.memorial('a'))).toBe(false);
  });
});
