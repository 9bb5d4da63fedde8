import { sql } from "kysely";
import type { HomeLayout } from "../../../src/api/contract";
import type { Database } from "../../db";
import { badRequest } from "../../http/errors";
import { knownAliases } from "./columns";
import type { HomeUser } from "./context";

/** The layout type of the PC front end (fvue's designMyLayout uses layoutType 2). */
export const FRONT_LAYOUT = 2;

const text = (max: number) => ({ type: "string", maxLength: max });
/** A configured name: a string, or a translation map {zh-CN, en-US} (server/http/locale.ts). */
const label = (max: number, plain: object = text(max)) => ({
  anyOf: [
    plain,
    {
      type: "object",
      additionalProperties: false,
      required: ["zh-CN"],
      properties: { "zh-CN": plain, "en-US": text(max) },
    },
  ],
});
const span = { type: "integer", minimum: 1, maximum: 24 };

const columnRefSchema = {
  type: "object",
  required: ["alias"],
  additionalProperties: true,
  properties: { alias: { type: "string", minLength: 1, maxLength: 64 }, name: label(128), key: text(64) },
};

const gridSchema = {
  type: "object",
  required: ["type", "columns"],
  additionalProperties: true,
  properties: {
    type: { const: "grid" },
    key: text(64),
    name: label(128),
    icon: text(128),
    options: {
      type: "object",
      additionalProperties: true,
      properties: {
        gutter: { type: "integer", minimum: 0, maximum: 100 },
        justify: text(32),
        align: text(32),
      },
    },
    columns: {
      type: "array",
      minItems: 1,
      maxItems: 24,
      items: {
        type: "object",
        required: ["span", "list"],
        additionalProperties: true,
        properties: {
          span,
          spans: {
            type: "object",
            additionalProperties: false,
            properties: { xs: span, sm: span, md: span, lg: span, xl: span },
          },
          list: { type: "array", maxItems: 50, items: columnRefSchema },
        },
      },
    },
  },
};

const tabSchema = {
  type: "object",
  required: ["type", "tabs"],
  additionalProperties: true,
  properties: {
    type: { const: "tab" },
    key: text(64),
    name: label(128),
    tabs: {
      type: "array",
      minItems: 1,
      maxItems: 20,
      items: {
        type: "object",
        required: ["name", "list"],
        additionalProperties: true,
        properties: {
          // Required and not blank, up to 128 characters (what the v-myLayout designer allows).
          name: label(128, { type: "string", minLength: 1, maxLength: 128, pattern: "\\S" }),
          list: { type: "array", maxItems: 50, items: columnRefSchema },
        },
      },
    },
  },
};

/**
 * The JSON Schema of a HomeLayout (CONTRACT §7.1 with the H5 tab shape): rows of grids (spans of 24),
 * tab containers and single columns (no `type`). A failure names the path, e.g. /layout/list/0/columns/0/span.
 */
export const homeLayoutSchema = {
  type: "object",
  required: ["list"],
  additionalProperties: true,
  properties: {
    list: {
      type: "array",
      maxItems: 50,
      items: {
        type: "object",
        if: { required: ["type"], properties: { type: { const: "grid" } } },
        // biome-ignore lint/suspicious/noThenProperty: a JSON Schema keyword, not a thenable.
        then: gridSchema,
        else: {
          if: { required: ["type"], properties: { type: { const: "tab" } } },
          // biome-ignore lint/suspicious/noThenProperty: a JSON Schema keyword, not a thenable.
          then: tabSchema,
          else: { ...columnRefSchema, properties: { ...columnRefSchema.properties, type: { not: {} } } },
        },
      },
    },
    config: { type: "object", additionalProperties: true },
    homeType: text(32),
  },
};

/** Every column alias a layout places (grids, tabs and single columns). */
export function aliasesOf(layout: HomeLayout): string[] {
  const out: string[] = [];
  for (const item of layout.list ?? []) {
    const typed = item as {
      type?: string;
      columns?: { list: { alias: string }[] }[];
      tabs?: { list: { alias: string }[] }[];
    };
    if (typed.type === "grid") for (const c of typed.columns ?? []) out.push(...c.list.map((r) => r.alias));
    else if (typed.type === "tab") for (const t of typed.tabs ?? []) out.push(...t.list.map((r) => r.alias));
    else out.push((item as { alias: string }).alias);
  }
  return out;
}

/** Where the layout a user sees comes from. */
export type LayoutSource = "personal" | "org" | "role" | "default" | "none";

/**
 * The layout a user sees: their personal layout, else their master org's layout, else a layout of one of
 * their roles, else the tenant default; `layout` is undefined when there is none.
 */
export async function effectiveLayout(
  db: Database,
  user: HomeUser,
): Promise<{ layout?: Record<string, unknown>; source: LayoutSource }> {
  const personal = await db
    .selectFrom("portal_my_layout")
    .select("design")
    .where("tenant_id", "=", user.tenantId)
    .where("user_id", "=", user.id)
    .where("layout_type", "=", FRONT_LAYOUT)
    .executeTakeFirst();
  if (personal) return { layout: personal.design, source: "personal" };
  const applied = await applicationLayout(db, user);
  return applied ?? { source: "none" };
}

/** The org > role > tenant default layout of a user (the one "reset" goes back to). */
export async function applicationLayout(
  db: Database,
  user: HomeUser,
): Promise<{ layout: Record<string, unknown>; source: LayoutSource } | undefined> {
  const rows = await db
    .selectFrom("portal_index_layout")
    .select(["design", "org_id", "role_alias", "is_def"])
    .where("tenant_id", "=", user.tenantId)
    .where("layout_type", "=", FRONT_LAYOUT)
    .where((eb) =>
      eb.or([
        ...(user.masterOrgId ? [eb("org_id", "=", user.masterOrgId)] : []),
        ...(user.roles.length ? [eb("role_alias", "in", user.roles)] : []),
        eb.and([eb("org_id", "is", null), eb("role_alias", "is", null), eb("is_def", "=", 1)]),
      ]),
    )
    .orderBy(sql`CASE WHEN org_id IS NOT NULL THEN 0 WHEN role_alias IS NOT NULL THEN 1 ELSE 2 END`)
    .orderBy("is_def", "desc")
    .orderBy("update_time", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!rows) return undefined;
  const source: LayoutSource = rows.org_id ? "org" : rows.role_alias ? "role" : "default";
  return { layout: rows.design, source };
}

/** The Base64 (UTF-8) of a layout's JSON, "" for none (vueFrontHome's value). */
export function layoutValue(layout: Record<string, unknown> | undefined): string {
  return layout ? Buffer.from(JSON.stringify(layout), "utf8").toString("base64") : "";
}

/** Saves a user's personal layout after checking every alias names a column of the tenant. */
export async function saveMyLayout(db: Database, user: HomeUser, layout: HomeLayout): Promise<void> {
  const aliases = [...new Set(aliasesOf(layout))];
  const known = await knownAliases(db, user.tenantId, aliases);
  const unknown = aliases.find((a) => !known.has(a));
  if (unknown) throw badRequest("homeColumnUnknown", { alias: unknown });
  const design = JSON.stringify(layout);
  await db
    .insertInto("portal_my_layout")
    .values({
      id: `ml-${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`,
      tenant_id: user.tenantId,
      user_id: user.id,
      layout_type: FRONT_LAYOUT,
      design,
    })
    .onConflict((oc) =>
      oc
        .columns(["tenant_id", "user_id", "layout_type"])
        .doUpdateSet({ design, update_time: sql<Date>`now()` }),
    )
    .execute();
}

/** Drops a user's personal layout, so the org/role/default layout applies again. */
export async function resetMyLayout(db: Database, user: HomeUser): Promise<void> {
  await db
    .deleteFrom("portal_my_layout")
    .where("tenant_id", "=", user.tenantId)
    .where("user_id", "=", user.id)
    .where("layout_type", "=", FRONT_LAYOUT)
    .execute();
}
