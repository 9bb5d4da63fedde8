import type { CommonResult } from "../../../../api/contract";
import type { FileUploadAnswer } from "../../../../api/contract/files";
import { host } from "../../../../api/hosts";
import { http } from "../../../../api/http";

/** GET getSealByCurrentUserId: the signed-in user's seal ({} when none is set). */
export interface SealAnswer {
  fileId?: string;
  picUrl?: string;
}

/** POST userSave (spec 3 §3 Electronic seal; loginPassword proves the caller on the first set). */
export interface SealSaveRequest {
  fileId: string;
  password: string;
  confirmPwd: string;
  oldPassWord?: string;
  loginPassword?: string;
}

/** GET {uc}/uc/electronicSeal/v1/getSealByCurrentUserId. */
export async function getSeal(): Promise<SealAnswer> {
  const { data } = await http.get<SealAnswer>(`${host("uc")}/uc/electronicSeal/v1/getSealByCurrentUserId`, {
    silent: true,
  });
  return data ?? {};
}

/** POST {uc}/uc/electronicSeal/v1/userSave; a refusal (state false) is read as data, the form shows it. */
export async function saveSeal(request: SealSaveRequest): Promise<CommonResult> {
  const { data } = await http.post<CommonResult>(`${host("uc")}/uc/electronicSeal/v1/userSave`, request, {
    silent: true,
    acceptFailedState: true,
  });
  return data;
}

/** The seal picture's bytes as an object URL (the caller revokes it); the token goes in the header. */
export async function sealPictureUrl(picUrl: string, signal?: AbortSignal): Promise<string> {
  const url = /^https?:\/\//.test(picUrl) ? picUrl : `${host("portal")}${picUrl}`;
  const { data } = await http.get<Blob>(url, { responseType: "blob", silent: true, signal });
  return URL.createObjectURL(data);
}

/**
 * POST {portal}/system/file/v1/upload (multipart field `file`). Deliberately tiny: the shared uploader of
 * src/features/files (uploadFile with progress) may replace it at merge.
 */
export async function uploadSealPicture(file: File, signal?: AbortSignal): Promise<FileUploadAnswer> {
  const form = new FormData();
  form.append("file", file);
  const { data } = await http.post<FileUploadAnswer>(`${host("portal")}/system/file/v1/upload`, form, {
    silent: true,
    signal,
  });
  return data;
}
