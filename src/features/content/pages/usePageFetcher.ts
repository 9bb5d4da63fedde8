import { useEngine } from "../../../engine/react";

/** The app engine's fetcher (src/api/http.ts in the app, a stub or the fake adapter in tests). */
export function usePageFetcher() {
  return useEngine().options.fetcher;
}
