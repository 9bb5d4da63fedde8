import type { Lang } from "../../../http/messages";

/**
 * What the preview tells a user when it shows nothing (spec 3 §8 Preview), in zh-CN and en-US. These ride
 * inside a 200 answer (FilePreviewAnswer.message), so they live here rather than in the error catalogue.
 */
export const PREVIEW_MESSAGES = {
  previewTooLarge: ["文件过大，不支持预览", "The file is too large to preview"],
  previewUnsupported: ["当前附件格式不支持预览", "The current attachment format does not support preview"],
  previewCompress: ["压缩文件不支持在线预览", "Compressed files do not support online preview"],
  previewMedia: ["视频不支持在线播放", "Video does not support online playing"],
  previewNoOffice: [
    "服务器未安装文档转换组件，当前附件格式不支持预览",
    "The server cannot convert office documents (LibreOffice is not installed), so this format does not support preview",
  ],
  previewConvertTimeout: [
    "文档转换超时，请下载后查看",
    "Converting the document took too long; please download it instead",
  ],
  previewConvertFailed: ["预览附件加载出错", "Error loading the attachment to preview"],
} as const satisfies Record<string, readonly [string, string]>;

export type PreviewMessageKey = keyof typeof PREVIEW_MESSAGES;

/** The preview message for a key in the request's language. */
export function previewMessage(key: PreviewMessageKey, lang: Lang): string {
  const [zh, en] = PREVIEW_MESSAGES[key];
  return lang === "en-US" ? en : zh;
}
