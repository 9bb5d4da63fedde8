import type { FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { unauthorized } from "../../http/errors";
import type { Actor } from "./context";
import { type Db, isTenantAdmin } from "./identities";

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
 * An actor: their name (given by the request's session lookup, else one small query before any
 * transaction opens) and a memoised sysAdmin check that runs on the handle it is given (the action's
 * transaction) only when an action needs it.
 */
export async function actorFor(
  db: Database,
  user: { id: string; tenantId: string; account: string; fullname?: string },
  extras: Pick<Actor, "lang" | "ip" | "userAgent">,
): Promise<Actor> {
  let fullname = user.fullname;
  if (fullname === undefined) {
    const row = await db
      .selectFrom("uc_user")
      .select("fullname")
      .where("id", "=", user.id)
      .where("tenant_id", "=", user.tenantId)
      .executeTakeFirst();
    if (!row) throw unauthorized();
    fullname = row.fullname;
  }
  let admin: Promise<boolean> | undefined;
  return {
    tenantId: user.tenantId,
    userId: user.id,
    account: user.account,
    fullname,
    ...extras,
    isAdmin: (handle: Db) => {
      admin ??= isTenantAdmin(handle, user.tenantId, user.id);
      return admin;
    },
  };
}
