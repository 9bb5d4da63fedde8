import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredFileInfo } from "../../api/contract/files";
import { CallFailure } from "../../api/errors";
import { setRuntimeContext } from "../../api/hosts";
import { http } from "../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../api/testing/fakeAdapter";
import { restoreHttpAfterEach } from "../../api/testing/httpReset";
import "../../i18n";
import { downloadAll, downloadFile, fileInfo, signedFileUrl, uploadFile, zipFallbackName } from "./api";
import { fileServices } from "./formServices";

let calls: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
  localStorage.setItem(
    "currentUser",
    JSON.stringify({ token: "secret-token", loginTime: Date.now(), expiration: 3600 }),
  );
});
afterEach(() => vi.restoreAllMocks());
restoreHttpAfterEach();

const info: StoredFileInfo = {
  id: "f-1",
  name: "制度.pdf",
  size: 5,
  type: "application/pdf",
  sha256: "ab",
  createTime: "2026-11-26 10:00:00",
  creatorId: "u-1",
  downloadUrl: "/system/file/v1/downloadFile?fileId=f-1&expires=9&signature=s",
  inlineUrl: "/system/file/v1/preview?fileId=f-1&expires=9&signature=s",
};

describe("file service calls", () => {
  it("uploads one file as multipart field `file` with the flowKey, reporting progress", async () => {
    http.defaults.adapter = async (config) => {
      calls.push(config);
      config.onUploadProgress?.({ loaded: 2, total: 4, bytes: 2, lengthComputable: true } as never);
      return {
        status: 200,
        statusText: "OK",
        headers: {},
        config,
        data: { fileId: "f-1", fileName: "制度.pdf", size: 5, type: "application/pdf" },
      } satisfies AxiosResponse;
    };
    const progress = vi.fn();
    const file = new File(["hello"], "制度.pdf");
    const answer = await uploadFile(file, { flowKey: "leave", onProgress: progress });
    expect(answer.fileId).toBe("f-1");
    expect(pathOf(calls[0])).toBe("/system/file/v1/upload");
    expect(calls[0].params).toEqual({ flowKey: "leave" });
    const body = calls[0].data as FormData;
    expect((body.get("file") as File).name).toBe("制度.pdf");
    expect(progress).toHaveBeenCalledWith(0.5);
    expect(calls[0].headers.get("Authorization")).toBe("Bearer secret-token");
  });

  it("rejects with the server's message when the upload is refused", async () => {
    http.defaults.adapter = fakeAdapter(() => ({
      status: 400,
      data: { state: false, message: "上传的附件只能是 .pdf格式!" },
    }));
    await expect(uploadFile(new File(["MZ"], "a.pdf"))).rejects.toMatchObject({
      message: "上传的附件只能是 .pdf格式!",
    });
  });

  it("refuses a wrong extension or a file over maxSize before sending anything", async () => {
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push(config);
      return { data: {} };
    });
    await expect(uploadFile(new File(["MZ"], "a.exe"), { accept: "pdf,docx" })).rejects.toThrow(
      "上传的附件只能是 .pdf,.docx格式!",
    );
    await expect(uploadFile(new File(["12345"], "a.pdf"), { maxSize: 4 })).rejects.toBeInstanceOf(
      CallFailure,
    );
    expect(calls).toHaveLength(0);
  });

  it("cancels an upload through its AbortSignal", async () => {
    http.defaults.adapter = (config) =>
      new Promise((_, reject) => {
        config.signal?.addEventListener?.("abort", () =>
          reject(new AxiosError("canceled", AxiosError.ERR_CANCELED, config)),
        );
      });
    const controller = new AbortController();
    const pending = uploadFile(new File(["x"], "a.pdf"), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "ERR_CANCELED" });
  });

  it("downloads through fileGet's signed URL on a link, never with the token in it", async () => {
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push(config);
      return pathOf(config) === "/system/file/v1/fileGet" ? { data: info } : undefined;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await downloadFile("f-1");
    expect(calls[0].params).toEqual({ fileId: "f-1" });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].href).toBe(`http://api.test${info.downloadUrl}`);
    expect(clicked[0].href).not.toContain("secret-token");
    expect(clicked[0].download).toBe("制度.pdf");
    expect(await fileInfo("f-1")).toEqual(info);
  });

  it("keeps an absolute signed URL and puts a relative one under the portal host", () => {
    expect(signedFileUrl("https://cdn.test/x?sig=1")).toBe("https://cdn.test/x?sig=1");
    expect(signedFileUrl("/system/file/v1/preview?x=1")).toBe("http://api.test/system/file/v1/preview?x=1");
  });

  it("fetches the zip of several files as a blob and saves it under the Content-Disposition name", async () => {
    http.defaults.adapter = async (config) => {
      calls.push(config);
      return {
        status: 200,
        statusText: "OK",
        headers: { "content-disposition": "attachment; filename*=UTF-8''%E9%99%84%E4%BB%B6.zip" },
        config,
        data: new Blob(["PK"]),
      };
    };
    const save = vi.fn();
    await downloadAll(["a", "b"], save);
    expect(pathOf(calls[0])).toBe("/system/file/v1/downloadAllFile");
    expect(calls[0].params).toEqual({ fileIds: "a,b" });
    expect(calls[0].responseType).toBe("blob");
    expect(save).toHaveBeenCalledWith(expect.any(Blob), "附件.zip");
  });

  it("reads the server's JSON message out of a refused zip download", async () => {
    http.defaults.adapter = fakeAdapter(() => ({
      status: 404,
      data: new Blob([JSON.stringify({ state: false, message: "文件不存在", logId: "L1" })]),
    }));
    await expect(downloadAll(["x"], vi.fn())).rejects.toMatchObject({ message: "文件不存在", logId: "L1" });
    expect(zipFallbackName(new Date(2026, 0, 5))).toBe("2026-01-05.zip");
  });

  it("gives online forms upload services that answer {id, name, size}", async () => {
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push(config);
      return { data: { fileId: "f-7", fileName: "a.pdf", size: 3, type: "application/pdf" } };
    });
    const ref = await fileServices({ flowKey: "expense" }).upload(new File(["abc"], "a.pdf"));
    expect(ref).toEqual({ id: "f-7", name: "a.pdf", size: 3 });
    expect(calls[0].params).toEqual({ flowKey: "expense" });
  });

  it("gives online forms a zip service: a field's files as one downloadAllFile call, saved under the server's name", async () => {
    http.defaults.adapter = async (config) => {
      calls.push(config);
      return {
        status: 200,
        statusText: "OK",
        headers: { "content-disposition": "attachment; filename*=UTF-8''%E9%99%84%E4%BB%B6_2026-11-27.zip" },
        config,
        data: new Blob(["PK"]),
      };
    };
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:zip");
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await fileServices().downloadAll([
      { id: "f-1", name: "a.pdf", size: 3 },
      { id: "f-2", name: "b.png", size: 4 },
    ]);
    expect(pathOf(calls[0])).toBe("/system/file/v1/downloadAllFile");
    expect(calls[0].params).toEqual({ fileIds: "f-1,f-2" });
    expect(clicked[0]?.download).toBe("附件_2026-11-27.zip");
  });

  it("rejects the form's zip service with the server's message (the field shows it)", async () => {
    http.defaults.adapter = fakeAdapter(() => ({
      status: 403,
      data: new Blob([JSON.stringify({ state: false, message: "无权下载该文件", logId: "L2" })]),
    }));
    await expect(fileServices().downloadAll([{ id: "x", name: "x", size: 0 }])).rejects.toMatchObject({
      message: "无权下载该文件",
      logId: "L2",
    });
  });
});
