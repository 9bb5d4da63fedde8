import { type IconName, type IconPaths, IconSize } from "@blueprintjs/icons";

// Every icon's paths as its own chunk; this table itself is loaded only when an uncommon icon is drawn.
const PATHS_16 = import.meta.glob<IconPaths>(
  "/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js",
  {
    import: "default",
  },
);
const PATHS_20 = import.meta.glob<IconPaths>(
  "/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js",
  {
    import: "default",
  },
);

const ROOT = "/node_modules/@blueprintjs/icons/lib/esm/generated";

/** The SVG paths of any Blueprint icon in a size; an unknown name draws nothing. */
export async function loadAnyIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const large = size === IconSize.LARGE;
  const load = (large ? PATHS_20 : PATHS_16)[`${ROOT}/${large ? 20 : 16}px/paths/${name}.js`];
  return load ? load() : [];
}
