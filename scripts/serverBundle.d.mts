/** The path of an up-to-date server bundle (built when stale), or null with the reason esbuild could not make it. */
export function ensureServerBundle(): Promise<
  { bundle: string; reason: null } | { bundle: null; reason: string }
>;
