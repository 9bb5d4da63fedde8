import { describe, expect, it } from "vitest";
import { classifyPreview, previewContentType, previewKindOf } from "../../server/services/files/preview/kind";
import { PREVIEW_SIZE_LIMIT } from "../../src/api/contract/files";

/* The preview classification (spec 3 §4 result values, §9 the 50 MB limit): by the detected type of the
   bytes when it proves an image, a PDF or media, else by the extension, else by the detected text types. */

describe("previewKindOf", () => {
  it.each([
    ["photo.PNG", "image/png", "picture"],
    ["scan.jpeg", "image/jpeg", "picture"],
    ["logo.svg", "application/octet-stream", "picture"],
    ["report.pdf", "application/pdf", "pdf"],
    ["notes.txt", "application/octet-stream", "txt"],
    ["data.csv", "text/csv", "txt"],
    ["server.log", "", "txt"],
    ["config.json", "", "txt"],
    ["README.md", "", "txt"],
    ["page.html", "", "html"],
    ["old.HTM", "", "html"],
    ["bundle.zip", "application/zip", "compress"],
    ["bundle.7z", "application/x-7z-compressed", "compress"],
    ["backup.tar.gz", "application/gzip", "compress"],
    ["clip.mp4", "video/mp4", "media"],
    ["song.mp3", "audio/mpeg", "media"],
    ["合同.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "office"],
    ["budget.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "office"],
    ["deck.pptx", "application/zip", "office"],
    ["legacy.doc", "application/x-cfb", "office"],
    ["minutes.odt", "application/vnd.oasis.opendocument.text", "office"],
    ["letter.rtf", "application/rtf", "office"],
    ["setup.exe", "application/x-msdownload", "fileNotSupported"],
    ["noextension", "application/octet-stream", "fileNotSupported"],
  ])("classifies %s (%s) as %s", (name, mime, kind) => {
    expect(previewKindOf(name, mime, 1024)).toBe(kind);
  });

  it("trusts bytes detected as an image, a PDF or media over a misleading name", () => {
    expect(previewKindOf("invoice.docx", "application/pdf", 10)).toBe("pdf");
    expect(previewKindOf("photo.txt", "image/png", 10)).toBe("picture");
    expect(previewKindOf("talk.html", "video/mp4", 10)).toBe("media");
  });

  it("falls back to the detected text and archive types for an unknown extension", () => {
    expect(previewKindOf("LICENSE", "text/plain", 10)).toBe("txt");
    expect(previewKindOf("index", "text/html", 10)).toBe("html");
    expect(previewKindOf("archive", "application/zip", 10)).toBe("compress");
  });

  it("refuses files over 52428800 bytes with the too-large message, and accepts exactly the limit", () => {
    expect(classifyPreview("big.pdf", "application/pdf", PREVIEW_SIZE_LIMIT + 1)).toEqual({
      kind: "fileNotSupported",
      message: "previewTooLarge",
    });
    expect(previewKindOf("big.pdf", "application/pdf", PREVIEW_SIZE_LIMIT)).toBe("pdf");
  });

  it("carries the download messages of archives and media, and the unsupported one otherwise", () => {
    expect(classifyPreview("a.zip", "", 1).message).toBe("previewCompress");
    expect(classifyPreview("a.avi", "", 1).message).toBe("previewMedia");
    expect(classifyPreview("a.bin", "", 1).message).toBe("previewUnsupported");
    expect(classifyPreview("a.png", "image/png", 1).message).toBeUndefined();
  });
});

describe("previewContentType", () => {
  it("serves text-like files as plain text and office files as their PDF", () => {
    expect(previewContentType("txt", "a.json", "application/json")).toBe("text/plain; charset=utf-8");
    expect(previewContentType("txt", "a.xml", "application/xml")).toBe("text/plain; charset=utf-8");
    expect(previewContentType("office", "a.docx", "application/zip")).toBe("application/pdf");
    expect(previewContentType("html", "a.html", "")).toBe("text/html; charset=utf-8");
  });

  it("takes a picture's type from the bytes, an SVG's from its name, never a bogus detected type", () => {
    expect(previewContentType("picture", "a.jpg", "image/png")).toBe("image/png");
    expect(previewContentType("picture", "a.svg", "application/octet-stream")).toBe("image/svg+xml");
    expect(previewContentType("picture", "a.gif", "image/x<script>")).toBe("image/gif");
  });
});
