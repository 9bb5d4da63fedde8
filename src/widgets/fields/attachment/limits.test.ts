import { describe, expect, it } from "vitest";
import {
  acceptList,
  checkPicked,
  DEFAULT_ATTACHMENT_LIMIT,
  extensionAllowed,
  formatFileSize,
} from "./limits";

const file = (name: string, size = 1) => new File(["x".repeat(size)], name);

describe("attachment limits", () => {
  it("reads the allowed extensions from '.pdf,.docx', 'pdf docx' or a list, lower case with a dot", () => {
    expect(acceptList(".PDF, docx")).toEqual([".pdf", ".docx"]);
    expect(acceptList(["png", ".png", "image/*"])).toEqual([".png"]);
    expect(acceptList(undefined)).toEqual([]);
  });

  it("checks the extension case-insensitively; an empty list allows everything", () => {
    expect(extensionAllowed("a.PDF", [".pdf"])).toBe(true);
    expect(extensionAllowed("a.pdf.exe", [".pdf"])).toBe(false);
    expect(extensionAllowed("README", [".pdf"])).toBe(false);
    expect(extensionAllowed("README", [])).toBe(true);
  });

  it("refuses files past the count limit (default 9999), over the size or of a wrong type", () => {
    expect(DEFAULT_ATTACHMENT_LIMIT).toBe(9999);
    const { accepted, refusals } = checkPicked(
      [file("a.exe"), file("big.pdf", 20), file("a.pdf"), file("b.pdf")],
      9,
      { limit: 10, maxSize: 10, accept: "pdf" },
    );
    expect(accepted.map((f) => f.name)).toEqual(["a.pdf"]);
    expect(refusals).toEqual([
      { kind: "type", list: ".pdf" },
      { kind: "size", name: "big.pdf", maxSize: 10 },
      { kind: "count", limit: 10 },
    ]);
  });

  it("shows sizes in M above 1 MB, else K", () => {
    expect(formatFileSize(1_048_576)).toBe("1024.00K");
    expect(formatFileSize(1_048_577)).toBe("1.00M");
  });
});
