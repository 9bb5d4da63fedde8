import type { InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../api/hosts";
import { http } from "../../api/http";
import { fakeAdapter, TEST_CONTEXT } from "../../api/testing/fakeAdapter";
import { restoreHttpAfterEach } from "../../api/testing/httpReset";
import { hasFilePreviewOpener, openFilePreview, setFilePreviewOpener } from "./previewService";

const file = { id: "f-1", name: "a.pdf", size: 3 };

beforeEach(() => setRuntimeContext({ ...TEST_CONTEXT }));
afterEach(() => vi.restoreAllMocks());
restoreHttpAfterEach();

describe("the preview registry", () => {
  it("hands the file to the registered opener, and forgets it when unregistered", () => {
    const opener = vi.fn();
    const unregister = setFilePreviewOpener(opener);
    openFilePreview(file);
    expect(opener).toHaveBeenCalledWith(file);
    expect(hasFilePreviewOpener()).toBe(true);
    unregister();
    expect(hasFilePreviewOpener()).toBe(false);
  });

  it("keeps a newer opener when an older one unregisters", () => {
    const older = setFilePreviewOpener(vi.fn());
    const newer = vi.fn();
    const unregisterNewer = setFilePreviewOpener(newer);
    older();
    openFilePreview(file);
    expect(newer).toHaveBeenCalledWith(file);
    unregisterNewer();
  });

  it("without an opener, opens the signed inline URL in a new tab", async () => {
    const calls: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = fakeAdapter((config) => {
      calls.push(config);
      return { data: { id: "f-1", inlineUrl: "/system/file/v1/preview?fileId=f-1&signature=s" } };
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openFilePreview(file);
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0][0]).toBe("http://api.test/system/file/v1/preview?fileId=f-1&signature=s");
    expect(calls[0].params).toEqual({ fileId: "f-1" });
  });
});
