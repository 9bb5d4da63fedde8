import { describe, expect, it } from "vitest";
import { fromFormPermission } from "./permission";

describe("fromFormPermission", () => {
  it("maps the main entity's fields by name and a child entity's as sub_<entity>.<field>", () => {
    const { fieldModes, uiSchema } = fromFormPermission(
      {
        fields: { leave: { reason: "b", days: "r", secret: "n" }, items: { price: "w", qty: "w" } },
        table: { items: { add: false, del: true, edit: true, required: true } },
      },
      "leave",
    );
    expect(fieldModes).toEqual({
      reason: "b",
      days: "r",
      secret: "n",
      "sub_items.price": "b",
      "sub_items.qty": "b",
    });
    expect(uiSchema).toEqual({
      sub_items: { "ui:options": { addable: false, removable: true, orderable: true } },
    });
  });

  it("hides a hidden table and makes a non-editable table's columns read-only", () => {
    const { fieldModes } = fromFormPermission(
      {
        fields: { main: {}, a: { x: "w" }, b: { y: "b" } },
        table: { a: { hidden: true }, b: { edit: false } },
      },
      "main",
    );
    expect(fieldModes).toMatchObject({ sub_a: "n", "sub_b.y": "r" });
  });
});
