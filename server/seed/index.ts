import type { Database } from "../db";
import { labelI18nText } from "../http/locale";
import { insertSmallFile } from "../services/files/smallFile";
import { hashPassword } from "../services/uc/password";
import { seedBpm } from "./bpm";
import { seedContentFiles } from "./contentFiles";
import { DEMO_PASSWORD, INITIAL_PASSWORD, MENUS, METHODS, ORGS, POSTS, ROLES, TENANTS, USERS } from "./demo";
import { seedFormDemo } from "./form";
import { seedHome } from "./home";
import { logoSvg } from "./logo";
import { seedRules } from "./rules";

const roleId = (tenant: string, alias: string) => `r-${tenant.slice(2)}-${alias}`;
const menuId = (tenant: string, alias: string) => `m-${tenant.slice(2)}-${alias}`;

/**
 * The version of the demo data: raise it when a seed function gains data a database seeded earlier should
 * receive, so the next start runs the full check at once (server/db/startup.ts; otherwise it runs on the
 * first start of the next day).
 */
export const DEMO_SEED_VERSION = "1";

/** Loads each area's demo data that is still missing (identity first); true when anything was loaded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const identity = await seedIdentity(db);
  const menus = await seedMenus(db);
  const form = await seedFormDemo(db);
  const bpm = await seedBpm(db);
  const home = await seedHome(db);
  const rules = await seedRules(db);
  const contentFiles = await seedContentFiles(db);
  return identity || menus || form || bpm || home || rules || contentFiles;
}

/**
 * Adds the front-menu entries of the demo tenants that are still missing (by alias), so a database seeded
 * by an earlier version gains the menus of screens built since; entries already there are left alone.
 */
async function seedMenus(db: Database): Promise<boolean> {
  const tenants = await db
    .selectFrom("uc_tenant")
    .select("id")
    .where(
      "id",
      "in",
      TENANTS.map((t) => t.id),
    )
    .execute();
  let added = false;
  await db.transaction().execute(async (trx) => {
    for (const { id: tenant } of tenants) {
      const have = new Set(
        (await trx.selectFrom("sys_menu").select("alias").where("tenant_id", "=", tenant).execute()).map(
          (m) => m.alias,
        ),
      );
      for (const m of MENUS) {
        if (have.has(m.alias)) continue;
        added = true;
        await trx
          .insertInto("sys_menu")
          .values({
            id: menuId(tenant, m.alias),
            tenant_id: tenant,
            parent_id: m.parent ? menuId(tenant, m.parent) : null,
            alias: m.alias,
            name: m.name,
            name_en: m.nameEn,
            icon: m.icon ?? null,
            path: m.path ?? null,
            href: m.href ?? null,
            sn: m.sn,
          })
          .execute();
        for (const r of m.roles) {
          await trx
            .insertInto("sys_menu_role")
            .values({ menu_id: menuId(tenant, m.alias), role_id: roleId(tenant, r) })
            .execute();
        }
      }
    }
  });
  return added;
}

/** Loads the demo organisation when the database has no tenant yet; one transaction, so a failure leaves it empty. */
async function seedIdentity(db: Database): Promise<boolean> {
  const existing = await db.selectFrom("uc_tenant").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const [demoHash, initialHash, guestHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(INITIAL_PASSWORD),
    // The guest account signs in only through short links; its password is random and never told.
    hashPassword(crypto.randomUUID()),
  ]);
  await db.transaction().execute(async (trx) => {
    for (const t of TENANTS) {
      const logoId = `f-logo-${t.code}`;
      const files = JSON.stringify([{ id: logoId, name: `${t.code}-logo.svg` }]);
      await trx
        .insertInto("uc_tenant")
        .values({
          id: t.id,
          code: t.code,
          name: t.name,
          name_front: t.nameFront,
          status: "enable",
          ico: files,
          front_logo: files,
        })
        .execute();
      const svg = logoSvg(t.mark, t.color);
      await insertSmallFile(
        trx,
        {
          id: logoId,
          tenantId: t.id,
          name: `${t.code}-logo.svg`,
          mime: "image/svg+xml",
          ownerKind: "logo",
          ownerId: t.id,
          isPublic: true,
        },
        svg,
      );
      await trx
        .insertInto("sys_property")
        .values({
          tenant_id: t.id,
          alias: "sysSetting",
          value: JSON.stringify({
            frontName: t.nameFront,
            manageName: t.name,
            frontLogo: [{ id: logoId }],
            ico: [{ id: logoId }],
          }),
        })
        .execute();
      await trx
        .insertInto("uc_pwd_strategy")
        .values({
          id: `ps-${t.code}`,
          tenant_id: t.id,
          init_pwd: INITIAL_PASSWORD,
          pwd_rule: 3,
          pwd_length: 8,
          duration: 0,
          enable: true,
        })
        .execute();
      for (const [alias, name] of ROLES) {
        await trx
          .insertInto("uc_role")
          .values({ id: roleId(t.id, alias), tenant_id: t.id, alias, name })
          .execute();
      }
      for (const [alias, name, menuAlias] of METHODS) {
        await trx
          .insertInto("sys_method")
          .values({ id: `mt-${t.code}-${alias}`, tenant_id: t.id, alias, name, menu_alias: menuAlias })
          .execute();
      }
    }
    const orgPath = new Map<string, string>();
    const orgPathEn = new Map<string, string>();
    for (const [id, tenant, parent, label, code, sn] of ORGS) {
      const name = label["zh-CN"];
      const pathName = parent ? `${orgPath.get(parent)}/${name}` : name;
      const english = label["en-US"] ?? name;
      const pathEn = parent ? `${orgPathEn.get(parent)}/${english}` : english;
      orgPath.set(id, pathName);
      orgPathEn.set(id, pathEn);
      await trx
        .insertInto("uc_org")
        .values({
          id,
          tenant_id: tenant,
          parent_id: parent,
          name,
          code,
          path_name: pathName,
          sn,
          label_i18n: labelI18nText({ name: label, path_name: { "zh-CN": pathName, "en-US": pathEn } }),
        })
        .execute();
    }
    for (const [code, name, org] of POSTS) {
      await trx
        .insertInto("uc_post")
        .values({ id: `p-${code}`, tenant_id: "t-platform", org_id: org, code, name })
        .execute();
    }
    for (const u of USERS) {
      const id = `u-${u.account}`;
      await trx
        .insertInto("uc_user")
        .values({
          id,
          tenant_id: u.tenant,
          account: u.account,
          fullname: u.fullname,
          password_hash: u.guest ? guestHash : u.initial ? initialHash : demoHash,
          is_init_password: Boolean(u.initial),
          status: 1,
          sex: u.sex || null,
          mobile: u.mobile || null,
          email: u.email || null,
        })
        .execute();
      await trx.insertInto("uc_user_org").values({ user_id: id, org_id: u.org, is_master: true }).execute();
      for (const r of u.roles) {
        await trx
          .insertInto("uc_user_role")
          .values({ user_id: id, role_id: roleId(u.tenant, r) })
          .execute();
      }
      for (const p of u.posts) {
        await trx
          .insertInto("uc_user_post")
          .values({ user_id: id, post_id: `p-${p}` })
          .execute();
      }
    }
    await trx
      .insertInto("portal_short_url")
      .values({
        id: "s-welcome",
        tenant_id: "t-platform",
        code: "welcome",
        url: "/home",
        guest_account: "guest",
      })
      .execute();
  });
  return true;
}
