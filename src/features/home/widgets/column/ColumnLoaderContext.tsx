import { createContext, type ReactNode, useContext, useState } from "react";
import { getDatasByAlias } from "../../api";
import { type ColumnLoader, createColumnLoader } from "./columnLoader";

const ColumnLoaderContext = createContext<ColumnLoader | null>(null);

/** Gives the columns below one batching loader (a page's first load asks for all its aliases at once). */
export function ColumnLoaderProvider({ loader, children }: { loader?: ColumnLoader; children?: ReactNode }) {
  const [own] = useState(() => loader ?? createColumnLoader(getDatasByAlias));
  return <ColumnLoaderContext.Provider value={loader ?? own}>{children}</ColumnLoaderContext.Provider>;
}

let fallbackLoader: ColumnLoader | null = null;

/** The nearest provider's loader; outside one, a shared loader over getDatasByAlias. */
export function useColumnLoader(): ColumnLoader {
  const loader = useContext(ColumnLoaderContext);
  if (loader) return loader;
  fallbackLoader ??= createColumnLoader(getDatasByAlias);
  return fallbackLoader;
}
