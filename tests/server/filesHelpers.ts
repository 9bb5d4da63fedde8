import { createHash, randomBytes } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { bearer } from "./helpers";

/** A file to send in a multipart upload. */
export interface Part {
  name: string;
  data: Buffer;
  type?: string;
}

export const BOUNDARY = "----tessera-test-boundary-7d1f";

/** The head of one file part of a multipart body. */
export function partHead(field: string, part: Part): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${part.name}"\r\n` +
      `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
  );
}

/** A multipart/form-data body carrying the files under one field. */
export function multipartBody(field: string, parts: Part[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) pieces.push(partHead(field, part), part.data, Buffer.from("\r\n"));
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

/** POSTs files to an upload route as the token's user. */
export function upload(
  app: FastifyInstance,
  token: string,
  url: string,
  field: string,
  parts: Part[],
  lang?: string,
) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      ...bearer(token),
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      ...(lang ? { "accept-language": lang } : {}),
    },
    payload: multipartBody(field, parts),
  });
}

export const sha256 = (data: Buffer | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** A PDF-looking file of `bytes` random bytes after a PDF header. */
export function pdfOf(bytes: number): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"), randomBytes(bytes)]);
}

/** The smallest valid PNG (1x1). */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The entries of a zip (names and bytes), read from its central directory. */
export function unzip(zip: Buffer): { name: string; data: Buffer }[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error("no end of central directory");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory entry");
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const localStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(localStart, localStart + compressedSize);
    out.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}
