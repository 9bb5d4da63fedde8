import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  /** Token lifetime in seconds. */
  jwtExpiration: number;
  distDir: string;
  /** Overrides of the service hosts handed to the browser (spec 1 §7); unset ones are the request's origin. */
  hosts: Partial<Record<ServiceHost, string>>;
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
  logLevel: string;
  /** PostgreSQL statement_timeout of every query, in ms (DB_STATEMENT_TIMEOUT_MS; 0 turns it off). */
  statementTimeoutMs: number;
}

export const SERVICE_HOSTS = ["portal", "uc", "form", "bpmModel", "bpmRunTime", "front"] as const;
export type ServiceHost = (typeof SERVICE_HOSTS)[number];

/** Reads the JWT secret from JWT_SECRET, else from DATA_DIR/jwt-secret, generating it on first start. */
function resolveJwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the server configuration from environment variables (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? "data");
  const hosts: Partial<Record<ServiceHost, string>> = {};
  for (const name of SERVICE_HOSTS) {
    const value = env[`TESSERA_HOST_${name.toUpperCase()}`];
    if (value) hosts[name] = value.replace(/\/$/, "");
  }
  const ssoMode = env.SSO_MODE;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: resolveJwtSecret(dataDir, env),
    jwtExpiration: Number(env.JWT_EXPIRATION ?? 86400),
    distDir: path.resolve(env.DIST_DIR ?? "dist"),
    hosts,
    ssoMode: ssoMode === "cas" || ssoMode === "oauth" || ssoMode === "jwt" ? ssoMode : undefined,
    loginMaxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
    loginLockMinutes: Number(env.LOGIN_LOCK_MINUTES ?? 15),
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_SECONDS ?? 7 * 86400),
    refreshGraceSeconds: Number(env.TOKEN_REFRESH_GRACE_SECONDS ?? 60),
    loginPerAddressPerMinute: Number(env.LOGIN_PER_ADDRESS_PER_MINUTE ?? 30),
    logLevel: env.LOG_LEVEL ?? "info",
    statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 5000),
  };
}
