import { type IconName, type IconPaths, IconSize, Icons } from "@blueprintjs/icons";

type PathsModule = { default: IconPaths };
type PathsTable = Partial<Record<string, () => Promise<PathsModule>>>;

// Icons of the access screens (login, password, status pages), each its own few-hundred-byte chunk.
// Blueprint's default loader fetches every icon's paths at once (about 100 KB gzipped per size) for the
// first icon drawn, which would more than double the JavaScript of the login screen.
const COMMON_16: PathsTable = {
  user: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/user.js"),
  lock: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js"),
  cross: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js"),
  "eye-open": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js"),
  "eye-off": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js"),
  refresh: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js"),
  key: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/key.js"),
  "log-in": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js"),
  person: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/person.js"),
  "tick-circle": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js"),
  "warning-sign": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js"),
  error: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/error.js"),
  "info-sign": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js"),
};

const COMMON_20: PathsTable = {
  office: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/office.js"),
  error: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/error.js"),
  "info-sign": () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js"),
  search: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/search.js"),
  inbox: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js"),
  lock: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js"),
};

/**
 * Loads the SVG paths of one icon in one size: a common icon from its own chunk, any other through the
 * table of all icons (a lazily loaded chunk that maps each icon to its own chunk).
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const common = (size === IconSize.LARGE ? COMMON_20 : COMMON_16)[name];
  if (common) return (await common()).default;
  const { loadAnyIconPaths } = await import("./iconPathsTable");
  return loadAnyIconPaths(name, size);
}

/** Makes Blueprint load icon paths one icon at a time (called once at boot). */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
