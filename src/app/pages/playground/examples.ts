/** One example document of the playground: its id (the file name without its order prefix) and its text. */
export interface PlaygroundExample {
  id: string;
  /** The document, pretty-printed as the editor starts with it. */
  text: string;
}

/** Every src/schemas/playground/<n>-<id>.json, in file-name order; a new file shows up by itself. */
const files = import.meta.glob<unknown>("../../../schemas/playground/*.json", {
  eager: true,
  import: "default",
});

/** The id of an example file: `…/2-table.json` → `table`. */
export function exampleId(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
  return name.replace(/^\d+-/, "");
}

/** The example documents of src/schemas/playground, in file-name order. */
export const PLAYGROUND_EXAMPLES: PlaygroundExample[] = Object.keys(files)
  .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
  .map((path) => ({ id: exampleId(path), text: `${JSON.stringify(files[path], null, 2)}\n` }));
