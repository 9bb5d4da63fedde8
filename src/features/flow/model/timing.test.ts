import { describe, expect, it, vi } from "vitest";
import { NEXT_TASK_DELAY_MS, newIdempotencyKey, returnPath, SUCCESS_MESSAGE_MS } from "./timing";

describe("timing and return paths", () => {
  it("keeps success messages 1.5 s and opens the next task 2 s later (spec 2 §9)", () => {
    expect(SUCCESS_MESSAGE_MS).toBe(1500);
    expect(NEXT_TASK_DELAY_MS).toBe(2000);
  });

  it("returns to the list named by `from`, else to the to-do list", () => {
    expect(returnPath()).toBe("/v-flow/v-todo");
    expect(returnPath("v-leader")).toBe("/v-flow/v-leader");
    expect(returnPath("home")).toBe("/home");
    expect(returnPath("https://evil.example")).toBe("/v-flow/v-todo");
    expect(returnPath(undefined, "u-lisi")).toBe("/v-flow/v-leader");
    expect(returnPath(undefined, "0")).toBe("/v-flow/v-todo");
    expect(returnPath("home", "u-lisi")).toBe("/home");
  });

  it("makes a new idempotency key per click", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("makes v4 keys without calling crypto.randomUUID (missing on plain-HTTP intranet hosts)", () => {
    const spy = vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(() => {
      throw new Error("randomUUID is only in secure contexts");
    });
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    spy.mockRestore();
  });
});
