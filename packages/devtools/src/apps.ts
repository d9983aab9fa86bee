import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS } from '@evergreen/build-config';
import type { RemoteName } from '@evergreen/domain/contracts';

export const WORKSPACE = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface App {
  /** Folder and package name, e.g. "mf-public". */
  dir: string;
  federationName: 'shell' | RemoteName;
  port: number;
}

export const SHELL: App = { dir: 'shell', federationName: 'shell', port: DEV_PORTS.shell };
export const REMOTE_APPS: Readonly<Record<RemoteName, App>> = {
  mf_public: { dir: 'mf-public', federationName: 'mf_public', port: DEV_PORTS.mf_public },
  mf_memorials: { dir: 'mf-memorials', federationName: 'mf_memorials', port: DEV_PORTS.mf_memorials },
  mf_reminders: { dir: 'mf-reminders', federationName: 'mf_reminders', port: DEV_PORTS.mf_reminders },
  mf_billing: { dir: 'mf-billing', federationName: 'mf_billing', port: DEV_PORTS.mf_billing },
};
export const REMOTES: readonly App[] = Object.values(REMOTE_APPS);
export const APPS: readonly App[] = [SHELL, ...REMOTES];

export const distOf = (app: App) => join(WORKSPACE, app.dir, 'dist');
