import type { FakeAnswer } from "../../../../api/testing/fakeAdapter";
import type { SealAnswer } from "./sealApi";

/* Fixtures of the seal dialog, shared by its stories and tests (answers as the server gives them). */

/** No seal set yet: getSealByCurrentUserId answers {}. */
export const NO_SEAL: SealAnswer = {};

/** A seal set: its picture's file id and the owner's URL. */
export const WITH_SEAL: SealAnswer = {
  fileId: "f-seal-1",
  picUrl: "/system/file/v1/preview?fileId=f-seal-1",
};

/** The 8-byte png signature: enough for a file the picker calls seal.png. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A png file as the picker gives it. */
export const pngFile = (name = "seal.png") => new File([PNG_BYTES], name, { type: "image/png" });

/** The upload route's answer (FileUploadAnswer) for a seal picture. */
export const UPLOADED = { fileId: "f-new", fileName: "seal.png", size: PNG_BYTES.length, type: "image/png" };

/** A picture to show for the saved seal in stories (an SVG stands in for the png bytes). */
export const SEAL_PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="70"><rect x="2" y="2" width="246" height="66" fill="none" stroke="#c23030" stroke-width="3"/><text x="125" y="45" font-size="28" text-anchor="middle" fill="#c23030">张三之印</text></svg>';

/** What the seal routes answer, per path (for fakeAdapter): the seal, the save and the upload. */
export function sealHandler(
  seal: SealAnswer,
  save: FakeAnswer = { data: { state: true, message: "操作成功" } },
) {
  return (config: { url?: string }) => {
    const path = new URL(config.url ?? "", "http://api.test").pathname;
    if (path === "/uc/electronicSeal/v1/getSealByCurrentUserId") return { data: seal };
    if (path === "/uc/electronicSeal/v1/userSave") return save;
    if (path === "/system/file/v1/upload") return { data: UPLOADED };
    if (path === "/system/file/v1/preview") {
      return { data: new Blob([SEAL_PICTURE_SVG], { type: "image/svg+xml" }) };
    }
    return undefined;
  };
}
