import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface RateLimits {
  /** Requests per window and client address. */
  signIn: number;
  signUp: number;
  recover: number;
  windowSeconds: number;
}

export interface ServerOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** A PGlite data dir dump to start from instead of an on-disk data dir (fast test starts). */
  snapshot?: Blob;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  postgrestBin?: string;
  /** PostgREST's connections to PostgreSQL. */
  postgrestPool: number;
  /** PostgREST answers EXPLAIN plans (`Accept: application/vnd.pgrst.plan+json`); tests only, never from the environment. */
  postgrestPlans?: boolean;
  /** Where browsers reach this server; used in e-mail links and token issuers. */
  publicUrl?: string;
  /** The app's own address: the fallback redirect for e-mail links. */
  siteUrl: string;
  /** Extra origins allowed as redirect targets and CORS origins, besides localhost and siteUrl. */
  allowedOrigins: string[];
  /** Mail goes through this SMTP server (smtp:// or smtps://, credentials in the URL) instead of /mailbox. */
  smtpUrl?: string;
  /** The From of every mail sent by SMTP. */
  smtpFrom: string;
  /** The support inbox: where contact-page messages are mailed. */
  supportEmail: string;
  rateLimits: RateLimits;
  jwtExpirySeconds: number;
  /** A rotated refresh token may be presented again within this time (two tabs refreshing at once). */
  refreshReuseSeconds: number;
  /** Sign-up answers a session at once (true), or mails a confirmation link first and answers only a user. */
  mailerAutoconfirm: boolean;
  /** An e-mail change needs the current address's confirmation too (GoTrue's secure e-mail change; on). */
  secureEmailChange: boolean;
  bcryptCost: number;
  minPasswordLength: number;
  /** When the CLI server runs send-due-reminders (a cron pattern); undefined: never (tests, or switched off). */
  reminderEmailsCron?: string;
  /** Stripe's secret key: checkout goes to Stripe. Without it the server serves its own test-mode checkout. */
  stripeSecretKey?: string;
  /** The webhook's signing secret; without it one generated into keys.json (stripeWebhookSecret). */
  stripeWebhookSecret?: string;
  /** Where the Stripe API is reached (tests point it at a local stand-in); Stripe's own when unset. */
  stripeApiUrl?: string;
  /**
   * The least time between a posting form's token and its post (private.post_guard): 3000 ms. End-to-end tests
   * lower it (POST_GUARD_MIN_AGE_MS) so that journeys need not wait; written into private.app_config at start
   * when given. Unset leaves the database's value: a second server on the same database (tests) changes nothing.
   */
  postGuardMinAgeMs?: number;
  seed: boolean;
  quiet: boolean;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Hourly by default: a reminder falls due at midnight in its user's time zone, so an hourly run mails each user
 * within an hour of their day starting, wherever they live. `off` switches the schedule off.
 */
function reminderEmailsCron(value: string | undefined): string | undefined {
  // Empty counts as unset, as for every other variable here.
  const pattern = value?.trim() || '0 * * * *';
  return ['off', 'false', '0', 'no'].includes(pattern.toLowerCase()) ? undefined : pattern;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv, argv: readonly string[] = []): ServerOptions {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: numberFrom(env.PORT, 54321),
    dataDir: resolve(env.DATA_DIR ?? join(PACKAGE_DIR, '.data')),
    databaseUrl: optional(env.DATABASE_URL),
    jwtSecret: optional(env.JWT_SECRET),
    anonKey: optional(env.ANON_KEY),
    serviceRoleKey: optional(env.SERVICE_ROLE_KEY),
    postgrestBin: optional(env.POSTGREST_BIN),
    postgrestPool: numberFrom(env.POSTGREST_DB_POOL, 10),
    publicUrl: optional(env.PUBLIC_URL),
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    smtpUrl: optional(env.SMTP_URL),
    smtpFrom: optional(env.SMTP_FROM) ?? 'Evergreen Memorials <no-reply@evergreen.local>',
    supportEmail: optional(env.SUPPORT_EMAIL) ?? 'support@evergreen.local',
    rateLimits: {
      signIn: numberFrom(env.RATE_LIMIT_SIGN_IN, 30),
      signUp: numberFrom(env.RATE_LIMIT_SIGN_UP, 30),
      recover: numberFrom(env.RATE_LIMIT_RECOVER, 5),
      windowSeconds: numberFrom(env.RATE_LIMIT_WINDOW_SECONDS, 300),
    },
    jwtExpirySeconds: numberFrom(env.JWT_EXPIRY, 3600),
    refreshReuseSeconds: numberFrom(env.REFRESH_TOKEN_REUSE_INTERVAL, 10),
    mailerAutoconfirm: !['false', '0', 'no', 'off'].includes(
      (env.MAILER_AUTOCONFIRM ?? '').trim().toLowerCase(),
    ),
    secureEmailChange: !['false', '0', 'no', 'off'].includes(
      (env.MAILER_SECURE_EMAIL_CHANGE_ENABLED ?? '').trim().toLowerCase(),
    ),
    bcryptCost: numberFrom(env.BCRYPT_COST, 10),
    minPasswordLength: numberFrom(env.MIN_PASSWORD_LENGTH, 6),
    reminderEmailsCron: reminderEmailsCron(env.REMINDER_EMAILS_CRON),
    stripeSecretKey: optional(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: optional(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: optional(env.STRIPE_API_URL),
    postGuardMinAgeMs:
      optional(env.POST_GUARD_MIN_AGE_MS) === undefined
        ? undefined
        : numberFrom(env.POST_GUARD_MIN_AGE_MS, 3000),
    seed: argv.includes('--seed'),
    quiet: env.QUIET === '1',
  };
}
