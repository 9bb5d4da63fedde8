import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// Blueprint's overlays and toasts close through react-transition-group timeouts (at most 300 ms). Letting
// them run out before the file's jsdom is torn down keeps a late setState from failing the whole run with
// "window is not defined" after every test has passed.
afterAll(async () => {
  vi.useRealTimers();
  // Inside act, the updates those timeouts make are flushed at once, not left to React's scheduler.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 350));
  });
});
