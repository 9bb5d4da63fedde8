import { describe, expect, it } from "vitest";
import { policyOf } from "../../../engine/links";
import { withReloadStamp } from "./previewApi";
import { ourFileUrl } from "./sourceUrl";

const policy = policyOf(
  { portal: "https://api.example.com", trustedLinkHosts: ["https://partner.example.org"] },
  "https://portal.example.com",
);

describe("ourFileUrl: only our own files may be previewed", () => {
  it.each([
    ["/system/file/v1/preview?fileId=1", "/system/file/v1/preview?fileId=1"],
    ["https://portal.example.com/x.pdf", "https://portal.example.com/x.pdf"],
    [
      "https://api.example.com/file/onlinePreviewController/v1/getFileById_1?sig=a",
      "https://api.example.com/file/onlinePreviewController/v1/getFileById_1?sig=a",
    ],
  ])("allows %s", (raw, expected) => {
    expect(ourFileUrl(raw, policy)).toBe(expected);
  });

  it.each([
    "https://partner.example.org/x.pdf",
    "https://evil.example/x.pdf",
    "//evil.example/x.pdf",
    "javascript:alert(1)",
    "data:application/pdf;base64,JVBERi0=",
    "blob:https://portal.example.com/1",
    "",
    undefined,
  ])("refuses %s", (raw) => {
    expect(ourFileUrl(raw, policy)).toBeNull();
  });
});

describe("withReloadStamp", () => {
  it("adds or replaces _t and keeps the query and the fragment", () => {
    expect(withReloadStamp("/a.pdf", 5)).toBe("/a.pdf?_t=5");
    expect(withReloadStamp("/a?sig=x", 5)).toBe("/a?sig=x&_t=5");
    expect(withReloadStamp("/a?_t=1&sig=x", 5)).toBe("/a?sig=x&_t=5");
    expect(withReloadStamp("/a?sig=x&_t=1#page=2", 5)).toBe("/a?sig=x&_t=5#page=2");
  });
});
