import "@testing-library/jest-dom/vitest";
import { notifyManager } from "@tanstack/react-query";
import { act, cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { LANGUAGES, loadLanguage } from "../../i18n";

// The app loads one language's texts when it is used; tests switch freely, so both are there from the start.
await Promise.all(LANGUAGES.map(loadLanguage));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// The toaster lives in its own React root, outside what cleanup() unmounts, and an error toast would close
// itself 6 s later, after the file's jsdom is gone ("window is not defined" fails a green run). So the
// toaster is emptied first; then Blueprint's closing transitions (at most 300 ms) are let run out.
afterAll(async () => {
  vi.useRealTimers();
  // Inside act, the updates those timeouts make are flushed at once, not left to React's scheduler.
  await act(async () => {
    // The same module instance as the file's own (vitest caches modules per file).
    const { clearToasts } = await import("../toaster");
    await clearToasts();
    await new Promise((resolve) => setTimeout(resolve, 350));
  });
});

// TanStack Query tells its observers in a macrotask (setTimeout 0) by default: a test on fake timers would
// have to advance time past every answer before looking. In tests they are told in a microtask instead.
notifyManager.setScheduler(queueMicrotask);
