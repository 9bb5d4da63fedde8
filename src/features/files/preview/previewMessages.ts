import type { TFunction } from "i18next";
import { toCallFailure } from "../../../api/errors";

/**
 * The message of a failed preview load (spec 3 §8): the server's own message when it sent one, else
 * 预览的附件不存在 for a 404 and 加载预览附件出错 for anything else; the log id is kept for support.
 */
export function previewFailure(error: unknown, t: TFunction): { message: string; logId?: string } {
  const failure = toCallFailure(error);
  const fallback = failure.status === 404 ? t("files.preview.notFound") : t("files.preview.loadError");
  return { message: failure.serverMessage || fallback, logId: failure.logId };
}

/** True when a file of `size` bytes is over the preview limit and is refused before any call. */
export function isTooLargeToPreview(size: number | undefined, limit: number): boolean {
  return typeof size === "number" && size > limit;
}
