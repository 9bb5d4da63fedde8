import type { JsonObject, JsonValue, Migration } from "../types";

function convert(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== "object") return value;
  const out: JsonObject = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]));
  if (typeof out.type === "string" && "hiddenOn" in out) {
    const hidden = out.hiddenOn;
    delete out.hiddenOn;
    const notHidden: JsonValue = { "!": [hidden] };
    out.visibleOn = "visibleOn" in out ? { and: [out.visibleOn, notHidden] } : notHidden;
  }
  return out;
}

/** 2 → 3: a node's `hiddenOn: X` becomes `visibleOn: {"!": [X]}` (combined with `and` if both were set). */
export const migration0002: Migration = {
  from: 2,
  description: "hiddenOn becomes the negated visibleOn",
  migrate: (document) => ({ ...(convert(document) as JsonObject), version: 3 }),
};
