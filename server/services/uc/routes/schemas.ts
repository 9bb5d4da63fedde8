import type { ServerConfig } from "../../../config";
import type { Database } from "../../../db";
import { authResponseProperties } from "../authSchema";
import type { TokenService } from "../tokens";

/* The JSON Schemas the uc routes share, and what the routes need. */

/** What the uc routes need. */
export interface UcDeps {
  db: Database;
  tokens: TokenService;
  config: ServerConfig;
}

/** The lockout settings of a configuration (failed sign-ins before a lock, and its length). */
export const lockoutOf = (config: ServerConfig) => ({
  maxFailures: config.loginMaxFailures,
  lockMinutes: config.loginLockMinutes,
});

export const tenantSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    code: { type: "string" },
    name: { type: "string" },
    nameFront: { type: "string" },
    status: { type: "string" },
    ico: { type: "string" },
    frontLogo: { type: "string" },
    desc: { type: "string" },
  },
};

export const userInfoSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    fullname: { type: "string" },
    account: { type: "string" },
    mobile: { type: "string" },
    email: { type: "string" },
    sex: { type: "string" },
    status: { type: "integer" },
    address: { type: "string" },
  },
};

export const authResponseSchema = { type: "object", properties: authResponseProperties };

export const accountSchema = { type: "string", minLength: 1, maxLength: 64 };
