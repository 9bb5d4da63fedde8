import { HttpError } from "../../http/errors";
import { attachFiles } from "../../services/files/meta";
import type { Actor, Trx } from "./context";
import { INSTANCE_FILE_KIND } from "./formFiles";

/*
 * Attachments on task opinions (issue 15 §3; spec 2 §3 `files`, `zfiles`). An action's `files` is the
 * text the client sends: "" for none, else JSON [{id, name, size}] (the client's format,
 * src/features/flow/model/opinionFiles.ts); a JSON list of ids or a comma list of ids is read too. It is
 * stored as sent on the opinion row and answered as such by instanceFlowOpinions (CONTRACT §6.8 keeps
 * `files?: string`; the client parses it).
 *
 * In the action's transaction, before the opinion is written: every id must be a file of the caller's
 * tenant that the caller uploaded and that is attached to nothing yet, or a file already attached to this
 * instance; else 400 and the action rolls back. The caller's new files are then attached to the instance
 * (owner_kind bpm_instance), so whoever may see the instance may read them.
 */

/** At most this many files on one opinion, and one body document (zfiles). */
export const OPINION_FILES_MAX = 10;
export const OPINION_ZFILES_MAX = 1;

const MAX_ID = 64;

const bad = (field: string) => new HttpError(400, "bpmOpinionFilesBad", { field });

/** The id of one entry of a files list, or throws 400. */
function idOf(entry: unknown, field: string): string {
  const raw =
    typeof entry === "string"
      ? entry
      : entry !== null && typeof entry === "object"
        ? ((entry as { id?: unknown }).id ?? (entry as { fileId?: unknown }).fileId)
        : undefined;
  if (typeof raw !== "string") throw bad(field);
  const id = raw.trim();
  if (!id || id.length > MAX_ID) throw bad(field);
  return id;
}

/** The distinct file ids of a `files`/`zfiles` text (at most `max`), or throws 400. */
export function opinionFileIds(text: string | null | undefined, max: number, field: string): string[] {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return [];
  let entries: unknown[];
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw bad(field);
    }
    entries = Array.isArray(parsed) ? parsed : [parsed];
  } else {
    entries = trimmed.split(",").filter((part) => part.trim());
  }
  if (entries.length > max) throw new HttpError(400, "bpmOpinionFilesTooMany", { n: max, field });
  return [...new Set(entries.map((entry) => idOf(entry, field)))];
}

/**
 * Checks the files of an opinion being written (or kept in a task's draft) on instance `instId`: the ids
 * of the caller's files still to attach; 400 (bpmOpinionFileRefused) when one is not theirs to attach.
 */
export async function checkOpinionFiles(
  trx: Trx,
  actor: Pick<Actor, "tenantId" | "userId">,
  instId: string,
  texts: { files?: string | null; zfiles?: string | null },
): Promise<string[]> {
  const ids = [
    ...new Set([
      ...opinionFileIds(texts.files, OPINION_FILES_MAX, "files"),
      ...opinionFileIds(texts.zfiles, OPINION_ZFILES_MAX, "zfiles"),
    ]),
  ];
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("sys_file")
    .select(["id", "uploader_id", "owner_kind", "owner_id", "status"])
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "in", ids)
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fresh: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const onThisInstance = row?.owner_kind === INSTANCE_FILE_KIND && row.owner_id === instId;
    if (onThisInstance) continue;
    const mineUnattached =
      row !== undefined && row.uploader_id === actor.userId && !row.owner_kind && row.status === "ready";
    if (!mineUnattached) throw new HttpError(400, "bpmOpinionFileRefused", { id });
    fresh.push(id);
  }
  return fresh;
}

/**
 * Checks the files of an opinion being written on instance `instId` and attaches the caller's new ones
 * to it; 400 (bpmOpinionFileRefused, nothing attached) when one is not theirs to attach.
 */
export async function attachOpinionFiles(
  trx: Trx,
  actor: Pick<Actor, "tenantId" | "userId">,
  instId: string,
  texts: { files?: string | null; zfiles?: string | null },
): Promise<void> {
  const fresh = await checkOpinionFiles(trx, actor, instId, texts);
  if (fresh.length === 0) return;
  const attached = new Set(
    await attachFiles(trx, actor.tenantId, actor.userId, fresh, INSTANCE_FILE_KIND, instId),
  );
  const missed = fresh.find((id) => !attached.has(id));
  if (missed) throw new HttpError(400, "bpmOpinionFileRefused", { id: missed });
}

/*
 * A task's draft keeps the opinion's files too (saveDraft's `files`, checked as above but not attached: the
 * files stay the uploader's until the action sends them). No column of their own: they ride in the
 * draft's JSON (bpm_task.draft_data) under a key no BO alias can take; mergeDraft skips it (not a row).
 */
export const DRAFT_FILES_KEY = "$opinionFiles";

/** The draft's data with its files set (`files` "" or absent: none); null when nothing is left. */
export function draftWithFiles(
  data: Record<string, unknown> | null | undefined,
  files: string | null | undefined,
): Record<string, unknown> | null {
  const { [DRAFT_FILES_KEY]: _old, ...rows } = data ?? {};
  const text = (files ?? "").trim();
  const next = text ? { ...rows, [DRAFT_FILES_KEY]: text } : rows;
  return Object.keys(next).length > 0 ? next : null;
}

/** The files text a draft keeps, or undefined. */
export function draftFilesOf(data: Record<string, unknown> | null | undefined): string | undefined {
  const text = data?.[DRAFT_FILES_KEY];
  return typeof text === "string" && text ? text : undefined;
}
