import { lazyPage } from '@evergreen/runtime/lazy-page';
import { withShellPageMessages } from '../app/messages';

/**
 * /auth's page in a chunk of its own (the landing page needs neither the auth forms nor @mantine/form) with its words, preloaded
 * before the app hydrates a prerendered /auth (app/hydration.ts).
 */
export const AuthPage = lazyPage(() =>
  withShellPageMessages(import('./AuthPage')).then(({ AuthPage }) => AuthPage),
);
