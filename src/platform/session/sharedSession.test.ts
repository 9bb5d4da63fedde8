import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { storageSessionBridge } from "../../api/sessionBridge";
import { currentUserAtom, menusAtom } from "./atoms";
import { followOtherTabs, startSession } from "./sessionState";

const auth = {
  token: "t",
  username: "张三",
  account: "zhangsan",
  userId: "u1",
  expiration: 100,
  loginStatus: 1 as const,
  userAttrs: { tenantId: "t1" },
};

/** What the browser tells the other tabs when one of them writes the shared storage. */
function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));
}

describe("the session shared by the browser's tabs (issue 13 §6)", () => {
  it("keeps the signed-in user in localStorage, so a new tab finds it", () => {
    startSession(createStore(), auth, 1234);
    expect(JSON.parse(localStorage.getItem("currentUser") ?? "null")).toMatchObject({ token: "t" });
    // A new tab: a fresh store (mounted, as the entry guard does) and an empty sessionStorage read the user.
    sessionStorage.clear();
    const newTab = createStore();
    const unmount = newTab.sub(currentUserAtom, () => undefined);
    expect(newTab.get(currentUserAtom)).toMatchObject({ token: "t", loginTime: 1234 });
    unmount();
    expect(storageSessionBridge.current()).toMatchObject({ token: "t" });
  });

  it("ends this tab's session when another tab signs out", () => {
    const store = createStore();
    startSession(store, auth);
    store.set(menusAtom, [
      { id: "1", parentId: "0", name: "首页", alias: "home", open: true, sn: 1, children: [] },
    ]);
    const stop = followOtherTabs(store);
    // The other tab removes the user.
    localStorage.removeItem("currentUser");
    storageEvent("currentUser", null);
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(menusAtom)).toEqual([]);
    stop();
  });

  it("keeps this tab's session when another tab only refreshes the token or writes another key", () => {
    const store = createStore();
    startSession(store, auth);
    const stop = followOtherTabs(store);
    storageEvent("lang", "en-US");
    storageEvent("currentUser", JSON.stringify({ ...auth, token: "t2", loginTime: 1 }));
    expect(store.get(currentUserAtom)).toMatchObject({ account: "zhangsan" });
    stop();
  });

  it("a 401 through the storage bridge clears the shared user too", () => {
    startSession(createStore(), auth);
    expect(localStorage.getItem("currentUser")).not.toBeNull();
    storageSessionBridge.clear();
    expect(localStorage.getItem("currentUser")).toBeNull();
  });
});
