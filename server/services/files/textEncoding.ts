import { Readable } from "node:stream";

/** The encodings a text preview is read in (WHATWG names, as TextDecoder takes them). */
export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "gb18030";

/** How many leading bytes decide a text's encoding when it has no byte order mark. */
export const TEXT_SNIFF_BYTES = 64 * 1024;

const hasUtf8Bom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * The encoding of a text from its first bytes: a byte order mark decides (UTF-8, UTF-16 LE/BE); else UTF-8
 * when `head` is valid UTF-8 (a sequence cut at the end of `head` is allowed), else GB18030, the superset
 * of GBK and GB2312 in which Chinese text files saved on Windows usually are.
 */
export function sniffTextEncoding(head: Uint8Array): TextEncodingName {
  if (hasUtf8Bom(head)) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return "utf-8";
  } catch {
    return "gb18030";
  }
}

/**
 * True when `head` reads as text in the encoding {@link sniffTextEncoding} picks: no NUL byte, and no byte
 * sequence invalid in that encoding (a sequence cut at the end of `head` is allowed). Plain text has no
 * magic bytes, so this is what tells a GBK notes file from a renamed binary.
 */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder(sniffTextEncoding(head), { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of `source` as UTF-8 bytes, whatever it was saved in: the encoding is sniffed from the first
 * {@link TEXT_SNIFF_BYTES} (see {@link sniffTextEncoding}), the rest is decoded as it streams. UTF-8
 * passes through unchanged (less its BOM); bytes invalid in the chosen encoding become U+FFFD.
 */
export function utf8TextOf(source: Readable, sniffBytes = TEXT_SNIFF_BYTES): Readable {
  async function* transcoded(): AsyncGenerator<Buffer> {
    const pieces = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let seen = 0;
    let ended = false;
    while (!ended && seen < sniffBytes) {
      const next = await pieces.next();
      if (next.done) ended = true;
      else {
        head.push(next.value);
        seen += next.value.length;
      }
    }
    const first = Buffer.concat(head, seen);
    const encoding = sniffTextEncoding(first.subarray(0, sniffBytes));
    // UTF-8 passes through as bytes; anything else is decoded (the decoder drops a UTF-16 BOM itself).
    const decoder = encoding === "utf-8" ? undefined : new TextDecoder(encoding);
    const utf8 = (bytes: Buffer) =>
      decoder ? Buffer.from(decoder.decode(bytes, { stream: true }), "utf8") : bytes;
    yield utf8(encoding === "utf-8" && hasUtf8Bom(first) ? first.subarray(3) : first);
    while (!ended) {
      const next = await pieces.next();
      if (next.done) ended = true;
      else yield utf8(next.value);
    }
    if (decoder) yield Buffer.from(decoder.decode(), "utf8");
  }
  return Readable.from(transcoded(), { objectMode: false }).once("close", () => source.destroy());
}
