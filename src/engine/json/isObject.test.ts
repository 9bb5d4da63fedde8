import { describe, expect, it } from "vitest";
import { isObject } from "./isObject";

describe("isObject (the one JSON-object test)", () => {
  it("accepts objects and refuses null, arrays and scalars", () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isObject)).toEqual([true, true, true]);
    expect([null, undefined, [], [1], "x", 1, true].map(isObject)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
