import type { BpmNoticeRow } from "../../../api/contract";
import { CallFailure } from "../../../api/errors";
import { fetchBody } from "../../../api/fetchBody";
import type { Fetcher } from "../../../engine";
import { isObject } from "../../../engine/json";
import { type BpmResult, readResult } from "./bpmTask";

/**
 * The calls of the notice screens (/taskRead, /myRead; spec 2 §7.1, §7.2): one notice, marking it read,
 * replying to it. Through the engine's {@link Fetcher} like the other flow screens.
 */

/** A notice as its screen reads it: the list row, how it was sent ('0' 抄送, '1' 传阅, 'node') and the sender's message. */
export type NoticeView = BpmNoticeRow & { copyType?: string; opinion?: string };

const runTime = "bpmRunTime";

/** The typed notice calls over a fetcher. */
export function bpmNoticeApi(fetcher: Fetcher | undefined) {
  const post = (path: string, body: unknown, idempotencyKey: string) =>
    fetchBody(fetcher, {
      host: runTime,
      path,
      method: "POST",
      body,
      headers: { "Idempotency-Key": idempotencyKey },
    });
  return {
    /** GET getNotice?id=: the notice with its instance summary (its receiver or sender only). */
    async getNotice(id: string, signal?: AbortSignal): Promise<NoticeView> {
      const data = await fetchBody(fetcher, {
        host: runTime,
        path: "/runtime/task/v1/getNotice",
        method: "GET",
        query: { id },
        ...(signal ? { signal } : {}),
      });
      if (!isObject(data) || typeof data.id !== "string") throw new CallFailure("getNotice", { data });
      return data as unknown as NoticeView;
    },
    /** POST addReadRecord {id}: marks the notice read (idempotent on the server). */
    async addReadRecord(id: string, idempotencyKey: string): Promise<BpmResult> {
      return readResult(await post("/runtime/task/v1/addReadRecord", { id }, idempotencyKey));
    },
    /** POST doNextCopyto {id, opinion}: replies to the notice (opinion copyto_reply). */
    async doNextCopyto(id: string, opinion: string, idempotencyKey: string): Promise<BpmResult> {
      return readResult(await post("/runtime/instance/v1/doNextCopyto", { id, opinion }, idempotencyKey));
    },
  };
}

export type BpmNoticeApi = ReturnType<typeof bpmNoticeApi>;
