/** One example document of the playground: its id (the file name without its order prefix) and its text. */
export interface PlaygroundExample {
  id: string;
  /** The document as the editor starts with it: the file's own text, with its author's layout. */
  text: string;
}

/** Every src/features/playground/schemas/<n>-<id>.json as text, in file-name order; a new file shows up by itself. */
const files = import.meta.glob<string>("../schemas/*.json", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** The id of an example file: `…/2-table.json` → `table`. */
export function exampleId(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
  return name.replace(/^\d+-/, "");
}

/** The example documents of src/features/playground/schemas, in file-name order. */
export const PLAYGROUND_EXAMPLES: PlaygroundExample[] = Object.keys(files)
  .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
  .map((path) => ({ id: exampleId(path), text: files[path] }));
