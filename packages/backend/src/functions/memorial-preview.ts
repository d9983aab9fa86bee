import { memorialPreview as sharedMemorialPreview } from '../../supabase/functions/_shared/memorial-preview.ts';
import { publicMemorials } from '../../supabase/functions/_shared/public-memorials.ts';
import type { AppContext } from '../context.ts';

/**
 * `GET /functions/v1/memorial-preview/{graves/:id | robots.txt | sitemap.xml}`: the shared function, as deployed,
 * reading this server's own API with the anon key only.
 */
export function memorialPreview(request: Request, app: AppContext): Promise<Response> {
  return sharedMemorialPreview(request, {
    memorials: publicMemorials({ url: app.internalUrl, anonKey: app.keys.anonKey }),
    siteUrl: app.options.siteUrl,
    storageUrl: app.publicUrl,
  });
}
