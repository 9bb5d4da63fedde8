import { createStore } from "jotai";

/** The jotai store of the app; the HTTP layer reaches the session through it (see bridge.ts). */
export type AppStore = ReturnType<typeof createStore>;

export const appStore: AppStore = createStore();
