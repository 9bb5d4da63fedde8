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
 * Set by the build (vite.config.ts, blueprintIconFiles): the folder beside the app's chunks where every
 * icon's paths are a file named after the icon, `<folder>/16px/<name>.js`. Not set in the dev server,
 * the tests and Storybook's dev mode, which use the table of all icons instead.
 */
declare const __TESSERA_ICON_DIR__: string | undefined;

/** The folder of the built icon files, or undefined where there is none. */
const iconDir = typeof __TESSERA_ICON_DIR__ === "string" ? __TESSERA_ICON_DIR__ : undefined;

/**
 * Loads the SVG paths of one icon in one size: a common icon from its own chunk, any other from its file
 * in the built app (found by its name: no table to load) or through the table of all icons (a lazily
 * loaded chunk of about 50 KB gzipped that maps each icon to its own chunk). An unknown name draws nothing.
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const large = size === IconSize.LARGE;
  const common = (large ? COMMON_20 : COMMON_16)[name];
  if (common) return (await common()).default;
  if (iconDir) {
    if (!Icons.isValidIconName(name)) return [];
    const file = `./${iconDir}/${large ? 20 : 16}px/${name}.js`;
    return ((await import(/* @vite-ignore */ file)) as PathsModule).default;
  }
  const { loadAnyIconPaths } = await import("./iconPathsTable");
  return loadAnyIconPaths(name, size);
}

/** Makes Blueprint load icon paths one icon at a time (called once at boot). */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
