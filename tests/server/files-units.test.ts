import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { contentDisposition } from "../../server/services/files/disposition";
import { agreeingType } from "../../server/services/files/fileTypes";
import { uniqueNames } from "../../server/services/files/routes/zip";
import { cleanFileName, sizeText } from "../../server/services/files/upload";
import { PNG } from "./filesHelpers";

/* The file service's small rules, without a server. */

const base = { DATA_DIR: "/tmp/tessera-unused", JWT_SECRET: "x" };

describe("file settings", () => {
  it("reads FILE_ALLOWED_EXTENSIONS as a lower-case list without dots, and checks FILE_STORE", () => {
    expect(
      loadConfig({ ...base, FILE_ALLOWED_EXTENSIONS: ".PDF, png ,,txt" }).files.allowedExtensions,
    ).toEqual(["pdf", "png", "txt"]);
    expect(loadConfig(base).files).toMatchObject({ store: "db", maxBytes: 200 * 1024 * 1024 });
    expect(() => loadConfig({ ...base, FILE_STORE: "ftp" })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ ...base, FILE_STORE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, FILE_MAX_BYTES: "-1" })).toThrow(/FILE_MAX_BYTES/);
  });
});

describe("names and types", () => {
  it("keeps a name's last path segment without control characters", () => {
    expect(cleanFileName("C:\\Users\\me\\报告.pdf")).toBe("报告.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\r\n.txt")).toBe("ab.txt");
    expect(cleanFileName("")).toBe("file");
  });

  it("writes Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name", () => {
    expect(contentDisposition("attachment", 'a "b"\\c.txt')).toBe(
      `attachment; filename="a _b__c.txt"; filename*=UTF-8''a%20%22b%22%5Cc.txt`,
    );
    expect(contentDisposition("inline", "it's (1).pdf")).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });

  it("makes duplicate zip entry names unique, ignoring case", () => {
    expect(uniqueNames(["a.txt", "A.txt", "a.txt", "b", "b"])).toEqual([
      "a.txt",
      "A (2).txt",
      "a (3).txt",
      "b",
      "b (2)",
    ]);
  });

  it("agrees a type only with its extension; text must be UTF-8", async () => {
    expect(await agreeingType(PNG, "png")).toBe("image/png");
    expect(await agreeingType(PNG, "jpg")).toBeUndefined();
    expect(await agreeingType(Buffer.from("中文 text"), "txt")).toBe("text/plain");
    expect(await agreeingType(Buffer.from("a,b\n1,2\n"), "csv")).toBe("text/csv");
    expect(await agreeingType(Buffer.from("#!/bin/sh\nrm -rf /\n"), "pdf")).toBeUndefined();
    expect(await agreeingType(Buffer.from([0xc3, 0x28]), "txt")).toBeUndefined();
  });

  it("shows sizes in MB, KB or B", () => {
    expect([sizeText(200 * 1024 * 1024), sizeText(1536), sizeText(12)]).toEqual(["200 MB", "1.5 KB", "12 B"]);
  });
});
