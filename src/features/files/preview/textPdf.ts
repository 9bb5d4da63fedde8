/** Escapes a PDF literal string's delimiters. */
const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * The bytes of a small valid PDF (1.4, Helvetica, ASCII text): one page per entry of `pages`, each showing
 * its text, with a correct cross-reference table so any reader (pdfjs, LibreOffice) opens it. `padding`
 * bytes of comment lines after the header make it as big as a test needs. The one generator of the demo
 * attachments (server/seed), the preview's stories and fixtures, and the server and e2e tests.
 */
export function textPdf(pages: string | readonly string[], { padding = 0 } = {}): Uint8Array {
  const texts = typeof pages === "string" ? [pages] : pages;
  const kids = texts.map((_, i) => `${4 + i * 2} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${texts.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  texts.forEach((text, i) => {
    const stream = `BT /F1 18 Tf 36 96 Td (${pdfString(text)}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  const line = `%${"x".repeat(1022)}\n`;
  let out = `%PDF-1.4\n${padding > 0 ? line.repeat(Math.ceil(padding / line.length)) : ""}`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
