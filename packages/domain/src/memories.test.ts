import { describe, expect, it } from 'vitest';
import { isEdited, memoryAuthor, memoryPermissions, memoryText } from './memories';

describe('visitor memories', () => {
  it('is edited only when updated_at differs from created_at', () => {
    expect(isEdited({ created_at: '2024-01-01T10:00:00Z', updated_at: '2024-01-01T10:00:00+00:00' })).toBe(
      false,
    );
    expect(isEdited({ created_at: '2024-01-01T10:00:00Z', updated_at: '2024-01-02T10:00:00Z' })).toBe(true);
  });

  it('refuses blank text and trims the rest', () => {
    expect(memoryText('   ')).toBeNull();
    expect(memoryText('  She loved roses ')).toBe('She loved roses');
  });

  it('shows a name, never an e-mail', () => {
    expect(memoryAuthor('Margaret Ellis')).toBe('Margaret Ellis');
    expect(memoryAuthor(null)).toBe('Anonymous');
    expect(memoryAuthor('  ')).toBe('Anonymous');
  });

  it('lets authors edit and delete, owners delete, everyone else nothing', () => {
    const memory = { user_id: 'author' };
    expect(memoryPermissions(memory, 'author', 'owner')).toEqual({ canEdit: true, canDelete: true });
    expect(memoryPermissions(memory, 'owner', 'owner')).toEqual({ canEdit: false, canDelete: true });
    expect(memoryPermissions(memory, 'stranger', 'owner')).toEqual({ canEdit: false, canDelete: false });
    expect(memoryPermissions(memory, null, 'owner')).toEqual({ canEdit: false, canDelete: false });
  });
});
