import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { getDatasByAlias } from "../../api";
import { type ColumnLoader, createColumnLoader } from "./columnLoader";

const ColumnLoaderContext = createContext<ColumnLoader | null>(null);

/** Gives the columns below one batching loader (a page's first load asks for all its aliases at once). */
export function ColumnLoaderProvider({ loader, children }: { loader?: ColumnLoader; children?: ReactNode }) {
  const { i18n } = useTranslation();
  // Column names come in the request language: a language switch starts a new loader (a fresh cache).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what renews the loader
  const own = useMemo(() => loader ?? createColumnLoader(getDatasByAlias), [loader, i18n.language]);
  return <ColumnLoaderContext.Provider value={own}>{children}</ColumnLoaderContext.Provider>;
}

/** The shared loaders outside a provider, one per language (the server answers names in it). */
const fallbackLoaders = new Map<string, ColumnLoader>();

/** The nearest provider's loader; outside one, a shared loader over getDatasByAlias (per language). */
export function useColumnLoader(): ColumnLoader {
  const loader = useContext(ColumnLoaderContext);
  const { i18n } = useTranslation();
  if (loader) return loader;
  let fallback = fallbackLoaders.get(i18n.language);
  if (!fallback) {
    fallback = createColumnLoader(getDatasByAlias);
    fallbackLoaders.set(i18n.language, fallback);
  }
  return fallback;
}
