import type { Database } from "../../db";
import type { AuthUser } from "../../http/auth";
import { badRequest, HttpError } from "../../http/errors";
import { homeUserOf } from "../home/context";

/** Who may run a custom dialog, query or chart: any of these roles (aliases) or orgs (ids). */
export interface Visibility {
  roles: string[];
  orgs: string[];
}

const ITEMS_MAX = 100;
const ITEM_MAX = 64;

/** JSON Schema of the `visibility` field of a definition (configurers' save and JSON editing). */
export const visibilitySchema = {
  anyOf: [
    { type: "null" },
    { type: "string", maxLength: 2 * ITEMS_MAX * (ITEM_MAX + 3) + 32 },
    {
      type: "object",
      properties: {
        roles: {
          type: "array",
          maxItems: ITEMS_MAX,
          items: { type: "string", minLength: 1, maxLength: ITEM_MAX },
        },
        orgs: {
          type: "array",
          maxItems: ITEMS_MAX,
          items: { type: "string", minLength: 1, maxLength: ITEM_MAX },
        },
      },
    },
  ],
};

const isNames = (v: unknown): v is string[] =>
  Array.isArray(v) &&
  v.length <= ITEMS_MAX &&
  v.every((s) => typeof s === "string" && s.length > 0 && s.length <= ITEM_MAX);

/**
 * The stored text of a visibility as a configurer sends it (an object, its JSON text, or null/"" for the
 * default); anything else is a 400 `formVisibilityBad`. An empty roles-and-orgs object is the default too.
 */
export function visibilityText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest("formVisibilityBad");
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw badRequest("formVisibilityBad");
  const { roles = [], orgs = [], ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isNames(roles) || !isNames(orgs))
    throw badRequest("formVisibilityBad");
  if (roles.length === 0 && orgs.length === 0) return null;
  return JSON.stringify({ roles, orgs });
}

/** The visibility of stored text; null for the default. Malformed text admits nobody but administrators. */
export function visibilityOf(text: string | null | undefined): Visibility | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Visibility>;
    return {
      roles: isNames(parsed.roles) ? parsed.roles : [],
      orgs: isNames(parsed.orgs) ? parsed.orgs : [],
    };
  } catch {
    return { roles: [], orgs: [] };
  }
}

/**
 * True when the caller may run a definition of this visibility. Default (null): any signed-in user of the
 * tenant but a short-link guest. Set: system administrators, holders of a listed role, members of a listed
 * org; a guest only through a listed role (a guest's org is no staff membership).
 */
export async function mayRun(
  db: Database,
  caller: AuthUser,
  visibility: Visibility | null,
): Promise<boolean> {
  if (!visibility) return !caller.guest;
  const { roles, orgIds } = await homeUserOf(db, caller);
  if (roles.includes("sysAdmin") && !caller.guest) return true;
  if (visibility.roles.some((r) => roles.includes(r))) return true;
  return !caller.guest && visibility.orgs.some((o) => orgIds.includes(o));
}

/**
 * The definition a caller asked for, once it may run it: unknown → 404 for staff, 403 for a guest (a guest
 * learns nothing of what exists); not visible → 403 `formNotVisible`.
 */
export async function visibleDefinition<T extends { visibility: string | null }>(
  db: Database,
  caller: AuthUser,
  alias: string,
  row: T | undefined,
): Promise<T> {
  if (!row) {
    if (caller.guest) throw new HttpError(403, "formNotVisible", { alias });
    throw new HttpError(404, "formAliasNotFound", { alias });
  }
  if (!(await mayRun(db, caller, visibilityOf(row.visibility))))
    throw new HttpError(403, "formNotVisible", { alias });
  return row;
}
