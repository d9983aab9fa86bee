import { describe, expect, it } from 'vitest';
import { REMOTE_MOUNTS } from './contracts';
import { paths } from './paths';

describe('paths', () => {
  it('builds the addresses of spec section 2 from the remote mounts', () => {
    expect(paths.home).toBe('/');
    expect(paths.help).toBe('/help');
    expect(paths.dashboard).toBe('/dashboard');
    expect(paths.addMemorial).toBe('/dashboard/add');
    expect(paths.memorial('abc')).toBe('/dashboard/grave/abc');
    expect(paths.editMemorial('abc')).toBe('/dashboard/edit/abc');
    expect(paths.importMemorials).toBe('/dashboard/import');
    expect(paths.publicMemorial('demo')).toBe('/graves/demo');
    expect(paths.reminders).toBe('/dashboard/reminders');
    expect(paths.settings).toBe('/dashboard/settings');
  });

  it('follows the mounts: every dashboard path starts where the memorials remote is mounted', () => {
    const base = REMOTE_MOUNTS.mf_memorials.dashboard ?? '';
    for (const path of [paths.addMemorial, paths.memorial('x'), paths.editMemorial('x')]) {
      expect(path.startsWith(`${base}/`)).toBe(true);
    }
  });

  it('encodes what it puts into a path, so an id cannot add segments', () => {
    expect(paths.publicMemorial('a/b c')).toBe('/graves/a%2Fb%20c');
  });
});
