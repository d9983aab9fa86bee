import { deleteAccount as sharedDeleteAccount } from '../../supabase/functions/_shared/delete-account.ts';
import { supabaseAdmin } from '../../supabase/functions/_shared/supabase-admin.ts';
import type { AppContext } from '../context.ts';

/**
 * The deployed edge function's own code (supabase/functions/_shared), pointed at this server's API instead of
 * a hosted project's, so that the tests exercise exactly what is deployed.
 */
export function deleteAccount(request: Request, app: AppContext): Promise<Response> {
  const admin = supabaseAdmin({
    url: app.internalUrl,
    anonKey: app.keys.anonKey,
    serviceRoleKey: app.keys.serviceRoleKey,
  });
  return sharedDeleteAccount(request, admin);
}
