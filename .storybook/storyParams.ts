import type { createStore } from "jotai";

/** A jotai store as stories fill it (parameters.store). */
export type StoryStore = ReturnType<typeof createStore>;

/**
 * Parameters the decorators of preview.tsx read:
 * - `store(store)` fills the story's own jotai store (signed-in user, menus …) before it renders;
 * - `router: { path, initialEntries }` sets the MemoryRouter's route pattern and location, and
 *   `router: { disable: true }` leaves routing to a story that builds its own data router.
 */
export interface TesseraStoryParameters {
  store?: (store: StoryStore) => void;
  router?: { disable?: boolean; path?: string; initialEntries?: string[] };
}
