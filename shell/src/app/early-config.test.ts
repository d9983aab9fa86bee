import { REMOTE_MOUNTS } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { describe, expect, it } from 'vitest';
import { remoteForPath, SHELL_AUTH_PATH } from './early-config';

describe('remoteForPath: the remote the router will mount for an address', () => {
  const at = (pathname: string) => remoteForPath(pathname, REMOTE_MOUNTS, [paths.auth]);

  it('gives the public pages to mf-public', () => {
    expect(at('/')).toBe('mf_public');
    expect(at('/help')).toBe('mf_public');
    expect(at('/gravesite')).toBe('mf_public');
  });

  it('prefers the longest mount', () => {
    expect(at('/graves/demo')).toBe('mf_memorials');
    expect(at('/dashboard')).toBe('mf_memorials');
    expect(at('/dashboard/grave/1')).toBe('mf_memorials');
    expect(at('/dashboard/reminders')).toBe('mf_reminders');
    expect(at('/dashboard/settings/billing')).toBe('mf_billing');
  });

  it("gives the shell's own pages to no remote", () => {
    expect(SHELL_AUTH_PATH).toBe(paths.auth);
    expect(at('/auth')).toBeNull();
  });
});
