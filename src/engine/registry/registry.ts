import type { Registry } from "../types";

/** Thrown when a name is registered twice in the same registry. */
export class DuplicateRegistrationError extends Error {
  constructor(kind: string, name: string) {
    super(`A ${kind} named "${name}" is already registered`);
    this.name = "DuplicateRegistrationError";
  }
}

/** Thrown by `require` for a name nobody registered. */
export class UnknownRegistrationError extends Error {
  constructor(kind: string, name: string) {
    super(`No ${kind} named "${name}" is registered`);
    this.name = "UnknownRegistrationError";
  }
}

/**
 * A registry keyed by the exact name `nameOf(entry)` returns; `check` may reject an entry (it throws).
 * Returns a fresh registry: each engine owns its own.
 */
export function createRegistry<T>(
  kind: string,
  nameOf: (entry: T) => string,
  check?: (entry: T) => void,
): Registry<T> {
  const entries = new Map<string, T>();
  return {
    kind,
    register(entry) {
      const name = nameOf(entry);
      if (typeof name !== "string" || name === "") throw new TypeError(`A ${kind} needs a non-empty name`);
      if (entries.has(name)) throw new DuplicateRegistrationError(kind, name);
      check?.(entry);
      entries.set(name, entry);
    },
    get: (name) => entries.get(name),
    require(name) {
      const entry = entries.get(name);
      if (entry === undefined) throw new UnknownRegistrationError(kind, name);
      return entry;
    },
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
  };
}
