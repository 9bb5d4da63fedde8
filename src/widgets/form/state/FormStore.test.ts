import { describe, expect, it, vi } from "vitest";
import { FormStore, UNSET } from "./FormStore";

describe("FormStore", () => {
  it("lays the edits over rjsf's data without touching it, copying only the edited branches", () => {
    const base = { title: "a", sub_items: [{ price: 1 }, { price: 2 }], group: { x: 1 } };
    const store = new FormStore(base);
    store.setValue(["sub_items", 1, "price"], 5);
    store.setValue(["title"], "b");
    store.setValue(["extra", "deep"], true);
    const data = store.snapshot() as typeof base & { extra: { deep: boolean } };
    expect(data).toEqual({
      title: "b",
      sub_items: [{ price: 1 }, { price: 5 }],
      group: { x: 1 },
      extra: { deep: true },
    });
    expect(base.sub_items[1].price).toBe(2);
    expect(data.group).toBe(base.group);
    expect(data.sub_items[0]).toBe(base.sub_items[0]);
    expect(store.get(["sub_items", 1, "price"])).toBe(5);
  });

  it("writes only the edited field's atom, and a new base from rjsf drops the edits it now holds", () => {
    const store = new FormStore({ a: 1, b: 2 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setValue(["a"], 3);
    expect(store.jotai.get(store.valueAtom("a"))).toBe(3);
    expect(store.jotai.get(store.valueAtom("b"))).toBe(UNSET);
    expect(listener).toHaveBeenCalledWith(["a"], 3, "user");
    store.setBase({ a: 3, b: 2 });
    expect(store.hasEdits()).toBe(false);
    expect(store.jotai.get(store.valueAtom("a"))).toBe(UNSET);
    expect(store.get(["a"])).toBe(3);
  });

  it("hands the edits to rjsf in one change", () => {
    const store = new FormStore({ a: 1 });
    const handler = vi.fn();
    store.flushHandler = handler;
    store.flush();
    expect(handler).not.toHaveBeenCalled();
    store.setValue(["a"], 2);
    store.flush();
    expect(handler).toHaveBeenCalledWith({ a: 2 });
  });

  it("counts running checks for the submit button", () => {
    const store = new FormStore({});
    store.setPending("a", true);
    store.setPending("b", true);
    store.setPending("a", false);
    expect(store.jotai.get(store.pendingCount)).toBe(1);
  });
});
