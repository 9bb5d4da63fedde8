import { describe, expect, it } from "vitest";
import { opinionFilesValue, parseOpinionFiles } from "./opinionFiles";

describe("parseOpinionFiles", () => {
  it("reads nothing from empty, blank, null and malformed text", () => {
    expect(parseOpinionFiles(undefined)).toEqual([]);
    expect(parseOpinionFiles(null)).toEqual([]);
    expect(parseOpinionFiles("  ")).toEqual([]);
    expect(parseOpinionFiles("[{")).toEqual([]);
    expect(parseOpinionFiles('[1, null, {"name": "x"}]')).toEqual([]);
  });

  it("reads the JSON list it sends, and the reference's fileId/fileName spelling", () => {
    expect(parseOpinionFiles('[{"id":"f1","name":"a.pdf","size":12}]')).toEqual([
      { id: "f1", name: "a.pdf", size: 12 },
    ]);
    expect(parseOpinionFiles('[{"fileId":"f2","fileName":"b.doc","size":"30"}]')).toEqual([
      { id: "f2", name: "b.doc", size: 30 },
    ]);
  });

  it("reads an ids string (old rows) and a JSON list of ids, naming each by its id, once", () => {
    expect(parseOpinionFiles("f1, f2,,f1")).toEqual([
      { id: "f1", name: "f1", size: 0 },
      { id: "f2", name: "f2", size: 0 },
    ]);
    expect(parseOpinionFiles('["f3"]')).toEqual([{ id: "f3", name: "f3", size: 0 }]);
  });
});

describe("opinionFilesValue", () => {
  it("sends nothing for no files and the JSON list of {id, name, size} otherwise", () => {
    expect(opinionFilesValue([])).toBe("");
    const sent = opinionFilesValue([{ id: "f1", name: "a.pdf", size: 5 }]);
    expect(sent).toBe('[{"id":"f1","name":"a.pdf","size":5}]');
    expect(parseOpinionFiles(sent)).toEqual([{ id: "f1", name: "a.pdf", size: 5 }]);
  });
});
