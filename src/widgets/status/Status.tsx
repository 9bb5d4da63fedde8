import { ref } from "../../engine";
import { StatusPage, type StatusPageProps } from "./StatusPage";

/**
 * The four generic empty / error / no-permission / not-found illustrations with an optional back link
 * (spec 1 §2 Other screens). A thin widget over the shell's StatusPage so there is one illustration
 * component in the app; inside a widget tree it fills its container rather than the viewport.
 */
export function Status({ fullPage = false, ...props }: StatusPageProps) {
  return <StatusPage fullPage={fullPage} {...props} />;
}

/** JSON Schema of the {@link Status} widget's props. */
export const statusPropsSchema = {
  type: "object",
  properties: {
    kind: { enum: ["empty", "error", "no-permission", "not-found"] },
    title: ref.text,
    description: ref.text,
    back: {
      type: "object",
      properties: { to: { type: "string" }, label: ref.text },
      required: ["to"],
      additionalProperties: false,
    },
    fullPage: { type: "boolean", default: false },
  },
  required: ["kind"],
  additionalProperties: false,
} as const;

export type { StatusKind, StatusPageProps as StatusProps } from "./StatusPage";
