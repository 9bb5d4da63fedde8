import { describe, expect, it } from "vitest";
import { leaveForm } from "../widgets/task/fixtures";
import { decodeBoData, encodeBoData, formKind, mainRow } from "./boData";

describe("the Base64 BO bag (CONTRACT §6.3)", () => {
  it("is Base64 of the UTF-8 JSON {boAlias: row}, so Chinese text survives", () => {
    const data = encodeBoData("leave", { reason: "回老家办理户口迁移", days: 3 });
    expect(data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeBoData(data)).toEqual({ leave: { reason: "回老家办理户口迁移", days: 3 } });
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('{"leave":{"reason":"回老家办理户口迁移","days":3}}');
  });

  it("takes the main entity's row by BO alias, without initData", () => {
    expect(mainRow({ leave: { days: 2, initData: { x: {} } } }, "leave")).toEqual({ days: 2 });
    expect(mainRow({}, "leave")).toEqual({});
    expect(mainRow(undefined, "leave")).toEqual({});
  });

  it("tells an online form from none, a URL form and an empty one", () => {
    expect(formKind(leaveForm)).toBe("online");
    expect(formKind(undefined)).toBe("none");
    expect(formKind(undefined, "formEmpty")).toBe("empty");
    expect(formKind({ ...leaveForm, type: "FRAME" })).toBe("frame");
    expect(formKind({ ...leaveForm, formEmpty: true })).toBe("empty");
    expect(formKind({ ...leaveForm, schema: { type: "object", properties: {} } })).toBe("empty");
  });
});
