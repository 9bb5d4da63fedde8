import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { tinyPdfBytes } from "./fixtures";

describe("tinyPdfBytes", () => {
  it("is a PDF that pdfjs opens, one page per text, each page's text readable", async () => {
    const pdf = await getDocument({ data: tinyPdfBytes(["Page one", "Page (two)"]), verbosity: 0 }).promise;
    expect(pdf.numPages).toBe(2);
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
    }
    expect(texts).toEqual(["Page one", "Page (two)"]);
    await pdf.destroy();
  });
});
