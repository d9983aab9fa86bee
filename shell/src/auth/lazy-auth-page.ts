import { lazyPage } from '@evergreen/runtime/lazy-page';

/**
 * /auth's page in a chunk of its own (the landing page needs neither the auth forms nor @mantine/form), preloaded
 * before the app hydrates a prerendered /auth (app/hydration.ts).
 */
export const AuthPage = lazyPage(() => import('./AuthPage').then(({ AuthPage }) => AuthPage));
