import type { FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { unauthorized } from "../../http/errors";
import type { Actor } from "./context";

/** The actor of a request (see actorFor), with the request's language, address and user agent. */
export async function actorOf(db: Database, request: FastifyRequest): Promise<Actor> {
  const user = userOf(request);
  const agent = request.headers["user-agent"];
  return actorFor(db, user, {
    lang: request.lang,
    ip: request.ip,
    ...(typeof agent === "string" ? { userAgent: agent } : {}),
  });
}

/**
 * An actor read in one query before any transaction opens: name, master org path, first post name and
 * whether they hold the tenant's sysAdmin role. 401 when the user is not in the tenant.
 */
export async function actorFor(
  db: Database,
  user: { id: string; tenantId: string; account: string },
  extras: Pick<Actor, "lang" | "ip" | "userAgent">,
): Promise<Actor> {
  const row = await db
    .selectFrom("uc_user as u")
    .select((eb) => [
      "u.fullname",
      eb
        .selectFrom("uc_user_org as uo")
        .innerJoin("uc_org as o", "o.id", "uo.org_id")
        .select("o.path_name")
        .whereRef("uo.user_id", "=", "u.id")
        .orderBy("uo.is_master", "desc")
        .orderBy("o.id")
        .limit(1)
        .as("org_path"),
      eb
        .selectFrom("uc_user_post as up")
        .innerJoin("uc_post as p", "p.id", "up.post_id")
        .select("p.name")
        .whereRef("up.user_id", "=", "u.id")
        .orderBy("p.code")
        .limit(1)
        .as("post_name"),
      eb
        .exists(
          eb
            .selectFrom("uc_user_role as ur")
            .innerJoin("uc_role as r", "r.id", "ur.role_id")
            .select("r.id")
            .whereRef("ur.user_id", "=", "u.id")
            .where("r.tenant_id", "=", user.tenantId)
            .where("r.alias", "=", "sysAdmin"),
        )
        .as("is_admin"),
    ])
    .where("u.id", "=", user.id)
    .where("u.tenant_id", "=", user.tenantId)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return {
    tenantId: user.tenantId,
    userId: user.id,
    account: user.account,
    fullname: row.fullname,
    orgPath: row.org_path ?? null,
    postName: row.post_name ?? null,
    ...extras,
    isAdmin: Boolean(row.is_admin),
  };
}
