import { z } from "zod";
import { isBackupKey } from "./backup/backup-key";
import { parseEvery } from "./backup/duration";
import { parseSiteDomains } from "./hosts/site-domains";
import { isLoopbackHost } from "./metrics/loopback";

/**
 * Every setting the server reads from the environment, parsed once at start.
 * README's configuration table and .env.example document each of these; tests/docs.test.ts
 * fails until all three name the same settings.
 */
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // With DATABASE_URL: how many worker processes serve (unset: one per core, server/cluster.ts). The embedded database is always one process.
  WEB_CONCURRENCY: positiveInt.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // How many reverse proxies in front of us append to X-Forwarded-For. 0 = trust none.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Requests per minute that one client (an address; an IPv6 /64) may make to one rate-limited endpoint.
  RATE_LIMIT_CLIENT_MAX: positiveInt.default(10),
  // Human Notebook: the Ed25519 key (PKCS#8 PEM) that signs notes; unset = generate one on first start and keep it in the database.
  NOTE_SIGNING_KEY: z.string().optional(),
  // Human Notebook's public log: an RFC 3161 Time-Stamping Authority (http:// or https://) that timestamps each new checkpoint. Unset: none.
  TSA_URL: z
    .string()
    // Node's fetch refuses a URL with credentials in it: say so at start, not at the first checkpoint.
    .refine(isPlainHttpUrl, "must be an http:// or https:// URL without a user name or password")
    .optional(),
  // Notes (and writing sessions) one client may create per minute.
  NOTES_RATE_LIMIT_CLIENT_MAX: positiveInt.default(10),
  // A client must send its headers within HEADERS_TIMEOUT_MS and its whole request within REQUEST_TIMEOUT_MS, or it is cut off (408).
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
  // Behind TLS: Strict-Transport-Security max-age in seconds on every response (unset: no HSTS header).
  HSTS_MAX_AGE: z.coerce.number().int().min(0).optional(),
  // The public origin: links in e-mails and the console, the back office's allowed Origin, and the passkeys' relying party.
  // Unset: http://localhost:PORT, so the links a development server and `npm run admin` print open that server.
  SITE_URL: z
    .string()
    .url()
    .transform((value) => new URL(value).origin)
    .optional(),
  // Businesses on their own domains: site=host[,host…] separated by ';' (e.g. felimar=felimar.es,www.felimar.es;neron=neronantiguedades.es). The first host is the site's primary one.
  SITE_DOMAINS: z.string().optional(),
  // Caddy's on-demand TLS permission check (server/hosts/tls-permission.ts) listens here; unset = no such listener. Keep the host private (loopback).
  TLS_ASK_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TLS_ASK_HOST: z.string().min(1).default("127.0.0.1"),
  // Prometheus scrapes /metrics on a listener of its own here (server/metrics/metrics-server.ts); unset = no metrics listener.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // The metrics listener's address: loopback unless a scraper elsewhere needs it, and then only with METRICS_TOKEN.
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  // The bearer token a scrape must send (Authorization: Bearer …); required when METRICS_HOST is not loopback.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Outgoing mail (smtp://, smtps://; STARTTLS when the server offers it). Unset: no e-mail sign-in; the command line is the way in.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Back office <no-reply@localhost>"),
  // The cap on each site's confirmation e-mails to visitors per hour (anyone can type anyone's address into a form).
  CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(0).default(100),
  // Webhook URLs on loopback, private or link-local addresses (and plain http) are refused unless this is 1.
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  // Submissions older than this many months are deleted by the daily retention job.
  RETENTION_MONTHS: positiveInt.default(24),
  // The UTC hour (0–23) the daily digest of submissions goes out to the members who chose it.
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  // Backups (server/backup/, docs/backups.md): 32 random bytes in base64 that encrypt each backup (AES-256-GCM); required with BACKUP_DIR.
  BACKUP_KEY: z.string().refine(isBackupKey, "must be 32 random bytes in base64 (openssl rand -base64 32)").optional(),
  // The folder scheduled backups are written to; unset: the server makes none.
  BACKUP_DIR: z.string().min(1).optional(),
  // How often the scheduled backup is made: minutes, hours or days (30m, 24h, 7d), at least 1m.
  BACKUP_EVERY: z
    .string()
    .refine((value) => parseEvery(value) !== null, "must be a whole number of minutes, hours or days, e.g. 24h")
    .default("24h"),
  // How many scheduled backups BACKUP_DIR keeps; older ones are deleted.
  BACKUP_KEEP: positiveInt.default(14),
  // A shell command run on each new scheduled backup (its path as "$1" and BACKUP_FILE), to copy it off the machine.
  BACKUP_COMMAND: z.string().optional(),
});

/** A scheduled backup holds personal data and the notebook's signing keys: never written unencrypted. */
function requireBackupKey(env: { BACKUP_DIR?: string; BACKUP_KEY?: string }, context: z.RefinementCtx) {
  if (env.BACKUP_DIR && !env.BACKUP_KEY) {
    context.addIssue({ code: "custom", path: ["BACKUP_KEY"], message: "is required when BACKUP_DIR is set" });
  }
}

/** SITE_URL's default from PORT; SITE_DOMAINS read against SITE_URL, whose host no site may claim; and the metrics listener never open without its token. */
const configSchema = envSchema.superRefine(requireBackupKey).transform((env, context) => {
  // Metrics name every route and count every job: off loopback, only a scraper holding the token may read them.
  if (env.METRICS_PORT !== undefined && !isLoopbackHost(env.METRICS_HOST) && !env.METRICS_TOKEN) {
    context.addIssue({
      code: "custom",
      path: ["METRICS_TOKEN"],
      message: "is required when METRICS_HOST is not a loopback address",
    });
    return z.NEVER;
  }
  const SITE_URL = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  try {
    return { ...env, SITE_URL, SITE_DOMAINS: parseSiteDomains(env.SITE_DOMAINS ?? "", new URL(SITE_URL).hostname) };
  } catch (error) {
    context.addIssue({ code: "custom", path: ["SITE_DOMAINS"], message: (error as Error).message });
    return z.NEVER;
  }
});

export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

function isPlainHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
}
