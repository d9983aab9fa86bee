import { readFileSync } from 'node:fs';
import type { AppConfig } from '@evergreen/domain/contracts';

/**
 * The origin of a URL, or of a URL template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png` (a `{s}`
 * subdomain becomes a `*` wildcard, which CSP understands).
 */
export function originOf(url: string): string | undefined {
  const match = /^(https?|wss?):\/\/([^/?#]+)/i.exec(url.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const host = match[2].replace(/\{[a-z]+\}/gi, '*');
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

const websocketOf = (origin: string) => origin.replace(/^http/, 'ws');

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * The Content-Security-Policy of the apps, from the runtime configuration the shell reads: the remotes'
 * origins (their manifests, scripts, styles, fonts and images), the Supabase URL (fetch and the realtime
 * websocket, stored images), the map tiles and the place search. `data:` and `blob:` images are QR codes
 * and photo previews; Mantine writes inline styles. The service worker's fetches answer to the policy of /sw.js,
 * this one, so what it fetches for the page (remotes' chunks, photos, tiles) is in `connect-src`. Without a
 * configuration (a remote serving only its files) the page may load from its own origin only.
 */
export function contentSecurityPolicy(config?: AppConfig, scriptHashes: readonly string[] = []): string {
  const remotes = unique(
    Object.values(config?.remotes ?? {}).map((url) => (url ? originOf(url) : undefined)),
  );
  const supabase = config ? originOf(config.supabaseUrl) : undefined;
  const tiles = config ? originOf(config.mapTileUrl) : undefined;
  const geocoder = config ? originOf(config.geocoderUrl) : undefined;
  const directives: [string, (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    // Hashes: the inline scripts of a prerendered page (the color-scheme script), and only those.
    ['script-src', ["'self'", ...remotes, ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, supabase, tiles]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    // The map tiles too: the service worker (issue 30) fetches the page's images itself, under this policy.
    [
      'connect-src',
      ["'self'", ...remotes, supabase, supabase ? websocketOf(supabase) : undefined, tiles, geocoder],
    ],
    // The one service worker is the shell's own /sw.js; the web app manifest is its /manifest.webmanifest.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** Every answer of the static server: the policy, no framing, no type sniffing, origin-only referrers. */
export function staticSecurityHeaders(
  config?: AppConfig,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Tile servers (OpenStreetMap's usage policy) want to know the site; paths and queries stay private.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

// `pnpm csp path/to/app-config.json`: the headers to set on the CDN or host that serves the apps in production.
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: pnpm csp <app-config.json>');
  const config = JSON.parse(readFileSync(file, 'utf8')) as AppConfig;
  for (const [name, value] of Object.entries(staticSecurityHeaders(config))) console.log(`${name}: ${value}`);
}
