import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PREVIEW_SIZE_LIMIT } from "../src/api/contract/files";
import { type ConvertOptions, OFFICE_TIMEOUT_MS } from "./services/files/preview/office";
import { type S3FileStoreOptions, s3OptionsFromEnv } from "./services/files/s3Options";
import { isTimeZone } from "./time";

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Most PostgreSQL connections this server opens (DB_POOL_MAX). */
  dbPoolMax: number;
  /**
   * Token signing secret: JWT_SECRET, else (PGlite) DATA_DIR/jwt-secret; with DATABASE_URL and no
   * JWT_SECRET it is undefined here and read from the database at start (see server/db/startup.ts).
   */
  jwtSecret?: string;
  /** Token lifetime in seconds. */
  jwtExpiration: number;
  distDir: string;
  /** Overrides of the service hosts handed to the browser (spec 1 §7); unset ones are the request's origin. */
  hosts: Partial<Record<ServiceHost, string>>;
  /** Origins configured links may lead to besides ours and the service hosts (TRUSTED_LINK_HOSTS). */
  trustedLinkHosts: string[];
  /** Origins sanitised HTML may load images from besides ours and the service hosts (TRUSTED_IMAGE_HOSTS). */
  trustedImageHosts: string[];
  /** End-to-end tests only: no Content-Security-Policy header (TESSERA_UNSAFE_NO_CSP=1; refused in production). */
  unsafeNoCsp: boolean;
  ssoMode?: "cas" | "oauth" | "jwt";
  /**
   * Failed sign-ins of one account from one client address before that pair is locked for
   * `loginLockMinutes`; each further failure after a lock doubles the next one (the same count applies to
   * old-password guesses at changUserPsd, per account).
   */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** How long after sign-in a session can still be refreshed (seconds); copies inherit the sign-in time. */
  sessionAbsoluteSeconds: number;
  /** How long a refreshed-away token keeps working (seconds). */
  refreshGraceSeconds: number;
  /** Login attempts per client address per minute. */
  loginPerAddressPerMinute: number;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses/CIDRs); empty = none. */
  trustProxy: string[];
  /** The IANA time zone every timestamp is formatted in (APP_TIME_ZONE). */
  timeZone: string;
  logLevel: string;
  /** PostgreSQL statement_timeout of every query, in ms (DB_STATEMENT_TIMEOUT_MS; 0 turns it off). */
  statementTimeoutMs: number;
  /** How often the outbox is delivered as in-app messages, in ms (MESSAGE_DELIVERY_MS; 0 turns it off). */
  messageDeliveryMs: number;
  /** How often due jobs are run, in ms (JOB_POLL_MS; 0 turns the worker off). */
  jobPollMs: number;
  /** Fatigue interval of urges, in minutes (URGE_INTERVAL_MINUTES). */
  urgeIntervalMinutes: number;
  /** Stored files (issue 15, docs/files.md). */
  files: FileConfig;
}

/** Where uploaded files go and what an upload may be (docs/files.md). */
export interface FileConfig {
  /** FILE_STORE: "db" (chunks in the database, the default) or "s3". */
  store: "db" | "s3";
  /** The S3 settings when FILE_STORE=s3 (S3_ENDPOINT, S3_BUCKET, keys …; services/files/s3Options.ts), else null. */
  s3: S3FileStoreOptions | null;
  /** FILE_MAX_BYTES: the largest file one upload may store (default 200 MB). */
  maxBytes: number;
  /** FILE_ALLOWED_EXTENSIONS: the extensions an upload may have (comma list, lower case, no dot). */
  allowedExtensions: string[];
  /** The limits of the preview's LibreOffice conversions (OFFICE_CONVERT_*). */
  office: Required<ConvertOptions>;
}

/** The largest OFFICE_CONVERT_TIMEOUT_MS: an hour. */
const MAX_OFFICE_TIMEOUT_MS = 3_600_000;
/** The largest OFFICE_CONVERT_CONCURRENCY. */
const MAX_OFFICE_CONCURRENCY = 16;

/**
 * OFFICE_CONVERT_TIMEOUT_MS (default 120 s, at most an hour), OFFICE_CONVERT_MAX_BYTES (default and most
 * 52428800: a larger file is never previewed anyway, spec 3 §9) and OFFICE_CONVERT_CONCURRENCY (default 1,
 * at most 16).
 */
function officeConfigOf(env: NodeJS.ProcessEnv): Required<ConvertOptions> {
  return {
    timeoutMs: positiveInteger(env, "OFFICE_CONVERT_TIMEOUT_MS", OFFICE_TIMEOUT_MS, MAX_OFFICE_TIMEOUT_MS),
    maxBytes: positiveInteger(env, "OFFICE_CONVERT_MAX_BYTES", PREVIEW_SIZE_LIMIT, PREVIEW_SIZE_LIMIT),
    concurrency: positiveInteger(env, "OFFICE_CONVERT_CONCURRENCY", 1, MAX_OFFICE_CONCURRENCY),
  };
}

/** The extensions an upload may have when FILE_ALLOWED_EXTENSIONS is not set. */
export const DEFAULT_FILE_EXTENSIONS = [
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "pdf",
  "txt",
  "csv",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "bmp",
  "webp",
  "zip",
  "rar",
  "7z",
  "mp4",
  "mp3",
];

/** The file settings from the environment (FILE_STORE=s3 needs S3_BUCKET). */
function fileConfigOf(env: NodeJS.ProcessEnv): FileConfig {
  const store = (env.FILE_STORE ?? "db").trim() || "db";
  if (store !== "db" && store !== "s3") throw new Error(`FILE_STORE must be "db" or "s3", not "${store}"`);
  const listed = (env.FILE_ALLOWED_EXTENSIONS ?? "")
    .split(/[\s,]+/)
    .map((e) => e.trim().replace(/^\./, "").toLowerCase())
    .filter(Boolean);
  return {
    store,
    s3: s3OptionsFromEnv(env),
    maxBytes: positiveInteger(env, "FILE_MAX_BYTES", 200 * 1024 * 1024),
    allowedExtensions: listed.length ? [...new Set(listed)] : DEFAULT_FILE_EXTENSIONS,
    office: officeConfigOf(env),
  };
}

export const SERVICE_HOSTS = ["portal", "uc", "form", "bpmModel", "bpmRunTime", "front"] as const;
export type ServiceHost = (typeof SERVICE_HOSTS)[number];

/**
 * Reads the JWT secret from JWT_SECRET; else, on PGlite, from DATA_DIR/jwt-secret, generating it on first
 * start; on PostgreSQL (several servers may share it) it is left to the database.
 */
function resolveJwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string | undefined {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL) return undefined;
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A positive integer (at most `max` when given) from the environment, or the default; anything else stops
 * the start with its name.
 */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, max?: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || (max !== undefined && value > max))
    throw new Error(
      `${name} must be a positive integer${max === undefined ? "" : ` of at most ${max}`}, not "${raw}"`,
    );
  return value;
}

/** APP_TIME_ZONE when set (checked), else the process's own zone. */
function timeZoneOf(env: NodeJS.ProcessEnv): string {
  const zone = env.APP_TIME_ZONE?.trim();
  if (!zone) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isTimeZone(zone))
    throw new Error(`APP_TIME_ZONE "${zone}" is not a known time zone (e.g. Asia/Shanghai)`);
  return zone;
}

/**
 * The origin of an absolute http(s) address, for the CSP and the browser's allow-lists; throws with the
 * variable's name for anything else, wildcards included ("https://*.example.com", "*", "https:").
 */
export function originOf(value: string, variable: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (
    !url ||
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    !url.hostname ||
    value.includes("*")
  ) {
    throw new Error(`${variable}: "${value}" is not an http(s) address such as https://wiki.example.com`);
  }
  return url.origin;
}

/** A list of origins from a comma- or space-separated variable (empty when unset). */
function originList(env: NodeJS.ProcessEnv, variable: string): string[] {
  const values = (env[variable] ?? "").split(/[\s,]+/).filter(Boolean);
  return [...new Set(values.map((value) => originOf(value, variable)))];
}

/** TESSERA_UNSAFE_NO_CSP=1 (the hostile end-to-end test only); never with NODE_ENV=production. */
function unsafeNoCsp(env: NodeJS.ProcessEnv): boolean {
  if (env.TESSERA_UNSAFE_NO_CSP !== "1") return false;
  if (env.NODE_ENV === "production") {
    throw new Error(
      "TESSERA_UNSAFE_NO_CSP is for end-to-end tests only and is refused with NODE_ENV=production",
    );
  }
  return true;
}

/** Builds the server configuration from environment variables (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? "data");
  const hosts: Partial<Record<ServiceHost, string>> = {};
  for (const name of SERVICE_HOSTS) {
    const value = env[`TESSERA_HOST_${name.toUpperCase()}`];
    if (!value) continue;
    if (value.includes("*")) throw new Error(`TESSERA_HOST_${name.toUpperCase()}: no wildcards ("${value}")`);
    hosts[name] = value.replace(/\/$/, "");
  }
  const ssoMode = env.SSO_MODE;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: positiveInteger(env, "DB_POOL_MAX", 10),
    jwtSecret: resolveJwtSecret(dataDir, env),
    jwtExpiration: Number(env.JWT_EXPIRATION ?? 86400),
    distDir: path.resolve(env.DIST_DIR ?? "dist"),
    hosts,
    trustedLinkHosts: originList(env, "TRUSTED_LINK_HOSTS"),
    trustedImageHosts: originList(env, "TRUSTED_IMAGE_HOSTS"),
    unsafeNoCsp: unsafeNoCsp(env),
    ssoMode: ssoMode === "cas" || ssoMode === "oauth" || ssoMode === "jwt" ? ssoMode : undefined,
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginLockMinutes: Number(env.LOGIN_LOCK_MINUTES ?? 15),
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_SECONDS ?? 7 * 86400),
    refreshGraceSeconds: Number(env.TOKEN_REFRESH_GRACE_SECONDS ?? 60),
    loginPerAddressPerMinute: Number(env.LOGIN_PER_ADDRESS_PER_MINUTE ?? 30),
    trustProxy: (env.TRUST_PROXY ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    timeZone: timeZoneOf(env),
    logLevel: env.LOG_LEVEL ?? "info",
    statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 5000),
    messageDeliveryMs: Number(env.MESSAGE_DELIVERY_MS ?? 1000),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    urgeIntervalMinutes: Number(env.URGE_INTERVAL_MINUTES ?? 30),
    files: fileConfigOf(env),
  };
}
