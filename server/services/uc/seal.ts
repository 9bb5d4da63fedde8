import type { CommonResult } from "../../../src/api/contract";
import type { Database } from "../../db";
import { fail, ok } from "../../http/envelope";
import { badRequest, notFound } from "../../http/errors";
import { type Lang, message } from "../../http/messages";
import { attachFiles } from "../files/meta";
import {
  assertNotLocked,
  clearFailures,
  type FailureKey,
  type LockoutPolicy,
  recordFailure,
} from "./lockout";

import { hashPassword, verifyPassword } from "./password";

/** The owner kind of a file attached as a seal picture (the file read rule admits only its owner). */
export const SEAL_OWNER_KIND = "seal";

/*
 * The personal electronic seal (issue 15 §4, spec 3 §3/§5/§7): a png picture and a password, one per user
 * of a tenant. Every read and write is keyed by the caller's own (tenant, user): nobody reads or changes
 * another user's seal. The password hash never leaves this module.
 */

/** Who acts: the signed-in user. */
export interface SealCaller {
  id: string;
  account: string;
  tenantId: string;
}

/** What userSave receives (spec 3 §3: fileId, password, oldPassWord, confirmPwd; plus the login password). */
export interface SealSaveInput {
  fileId: string;
  password?: string;
  oldPassWord?: string;
  confirmPwd?: string;
  loginPassword?: string;
}

/** The caller's seal as answered: the picture's file id and a URL its owner opens. */
export interface SealView {
  fileId: string;
  picUrl: string;
}

/**
 * The URL of the seal picture: the file service's inline route, opened with the owner's Bearer token (the
 * front end fetches it so); the read rule lets nobody else read a file attached as a seal.
 */
export const sealPicUrl = (fileId: string) => `/system/file/v1/preview?fileId=${encodeURIComponent(fileId)}`;

/**
 * True when the file may be the caller's seal picture: a png the caller uploaded in their tenant that is
 * not attached to anything, or is already their seal.
 */
export async function sealFileAllowed(
  db: Database,
  caller: Pick<SealCaller, "id" | "tenantId">,
  fileId: string,
): Promise<boolean> {
  const file = await db
    .selectFrom("sys_file")
    .select(["mime"])
    .where("id", "=", fileId)
    .where("tenant_id", "=", caller.tenantId)
    .where("uploader_id", "=", caller.id)
    .where((eb) =>
      eb.or([
        eb("owner_kind", "is", null),
        eb.and([eb("owner_kind", "=", SEAL_OWNER_KIND), eb("owner_id", "=", caller.id)]),
      ]),
    )
    .executeTakeFirst();
  return file?.mime === "image/png";
}

/** The caller's seal, or undefined when none is set. */
export async function sealOf(db: Database, caller: SealCaller): Promise<SealView | undefined> {
  const row = await db
    .selectFrom("uc_electronic_seal")
    .select(["file_id"])
    .where("tenant_id", "=", caller.tenantId)
    .where("user_id", "=", caller.id)
    .executeTakeFirst();
  return row ? { fileId: row.file_id, picUrl: sealPicUrl(row.file_id) } : undefined;
}

/** The refusal of a required field left empty, checked in the form's order. */
function missingField(input: SealSaveInput, existing: boolean): Parameters<typeof badRequest>[0] | null {
  if (existing ? !input.oldPassWord : !input.loginPassword) {
    return existing ? "sealOldPwdEmpty" : "sealLoginPwdEmpty";
  }
  if (!input.password) return "sealPwdEmpty";
  if (!input.confirmPwd) return "sealConfirmEmpty";
  if (input.password !== input.confirmPwd) return "sealPwdMismatch";
  return null;
}

/**
 * Checks a guessed password against its hash, counting failures (locked like old-password guesses):
 * true when it matches.
 */
async function guessMatches(
  db: Database,
  policy: LockoutPolicy,
  key: FailureKey,
  storedHash: string,
  guess: string,
): Promise<boolean> {
  await assertNotLocked(db, policy, key, "sealTooManyFailures");
  if (!(await verifyPassword(storedHash, guess))) {
    await recordFailure(db, key);
    return false;
  }
  await clearFailures(db, key);
  return true;
}

/**
 * userSave: sets the seal (the login password proves the caller) or changes it (the old seal password
 * proves the caller). Empty fields, a mismatch and a wrong file are 400; a wrong password is a soft
 * refusal (state false) like changUserPsd, and changes nothing.
 */
export async function saveSeal(
  db: Database,
  policy: LockoutPolicy,
  caller: SealCaller,
  input: SealSaveInput,
  lang: Lang,
): Promise<CommonResult<unknown>> {
  const existing = await db
    .selectFrom("uc_electronic_seal")
    .select(["password_hash"])
    .where("tenant_id", "=", caller.tenantId)
    .where("user_id", "=", caller.id)
    .executeTakeFirst();
  const missing = missingField(input, existing !== undefined);
  if (missing) throw badRequest(missing);
  if (!(await sealFileAllowed(db, caller, input.fileId))) throw badRequest("sealFileBad");
  const base = { tenantId: caller.tenantId, account: caller.account, address: "" } as const;
  if (existing) {
    const key: FailureKey = { ...base, kind: "seal" };
    if (!(await guessMatches(db, policy, key, existing.password_hash, input.oldPassWord ?? ""))) {
      return fail(message("sealOldPwdWrong", lang));
    }
  } else {
    const user = await db
      .selectFrom("uc_user")
      .select(["password_hash"])
      .where("id", "=", caller.id)
      .where("tenant_id", "=", caller.tenantId)
      .executeTakeFirst();
    if (!user) throw notFound("userNotFound");
    const key: FailureKey = { ...base, kind: "password" };
    if (!(await guessMatches(db, policy, key, user.password_hash, input.loginPassword ?? ""))) {
      return fail(message("sealLoginPwdWrong", lang));
    }
  }
  const passwordHash = await hashPassword(input.password ?? "");
  const saved = await db.transaction().execute(async (trx) => {
    // The picture becomes the seal's (readable by its owner only); taken by another record meanwhile → refused.
    const attached = await attachFiles(
      trx,
      caller.tenantId,
      caller.id,
      [input.fileId],
      SEAL_OWNER_KIND,
      caller.id,
    );
    if (attached.length !== 1) throw badRequest("sealFileBad");
    if (existing) {
      // Only over the hash the old password was checked against: a concurrent change wins, this one fails.
      const res = await trx
        .updateTable("uc_electronic_seal")
        .set({ file_id: input.fileId, password_hash: passwordHash, update_time: new Date() })
        .where("tenant_id", "=", caller.tenantId)
        .where("user_id", "=", caller.id)
        .where("password_hash", "=", existing.password_hash)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    }
    const res = await trx
      .insertInto("uc_electronic_seal")
      .values({
        tenant_id: caller.tenantId,
        user_id: caller.id,
        file_id: input.fileId,
        password_hash: passwordHash,
      })
      .onConflict((oc) => oc.columns(["tenant_id", "user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    return res !== undefined;
  });
  if (!saved) return fail(message("sealChanged", lang));
  return ok(undefined, message("sealSaved", lang));
}
