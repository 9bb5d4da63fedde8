/** The bundled statement templates: src/features/statement/schemas/<templateKey>.json, each its own chunk. */
const files = import.meta.glob<unknown>("../schemas/*.json", { import: "default" });

/** The keys of the bundled templates. */
export function templateKeys(): string[] {
  return Object.keys(files)
    .map((path) => /([^/]+)\.json$/.exec(path)?.[1] ?? "")
    .filter(Boolean)
    .sort();
}

/** The JSON document of a template, or undefined when no bundled template has this key. */
export async function loadTemplate(templateKey: string): Promise<unknown> {
  if (!/^[\w-]+$/.test(templateKey)) return undefined;
  const load = files[`../schemas/${templateKey}.json`];
  return load ? load() : undefined;
}
