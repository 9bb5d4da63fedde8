import { fullFormats } from "ajv-formats/dist/formats";

type FormatCheck = { type: "string" | "number"; test: (value: string | number) => boolean };

/** ajv-formats' full format table as plain tests (regexes and functions; nothing is compiled). */
function formatTable(): Map<string, FormatCheck> {
  const table = new Map<string, FormatCheck>();
  for (const [name, format] of Object.entries(fullFormats)) {
    if (format instanceof RegExp) {
      table.set(name, {
        type: "string",
        test: (v) => new RegExp(format.source, format.flags.replace("g", "")).test(String(v)),
      });
    } else if (typeof format === "function") {
      table.set(name, { type: "string", test: (v) => (format as (s: string) => boolean)(String(v)) });
    } else if (format && typeof format === "object") {
      const def = format as { type?: string; validate: RegExp | ((v: never) => boolean) };
      const type = def.type === "number" ? "number" : "string";
      const validate = def.validate;
      table.set(name, {
        type,
        test: (v) =>
          validate instanceof RegExp ? validate.test(String(v)) : (validate as (v: unknown) => boolean)(v),
      });
    }
  }
  return table;
}

let formats: Map<string, FormatCheck> | null = null;

/** The check for a format name, or undefined when the format is unknown. */
export function formatCheck(name: string): FormatCheck | undefined {
  formats ??= formatTable();
  return formats.get(name);
}
