/*
 * Imported for its effect, before any front-end module: the fixtures reach the server tests through their
 * features' index files, whose session atoms read localStorage and sessionStorage when loaded, and Node has
 * neither. Each becomes an empty in-memory Storage (only where missing).
 */

/** An empty Storage kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
scope.localStorage ??= memoryStorage();
scope.sessionStorage ??= memoryStorage();
