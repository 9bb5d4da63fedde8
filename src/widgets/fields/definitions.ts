import { ref } from "../../engine";
import type { ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import { ActionBarWidget, ButtonWidget, FormWidget, TextInputWidget, TextOutputWidget } from "./FieldWidgets";

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  additionalProperties: false,
  required,
  properties,
});

const inputProps = { label: ref.text, placeholder: ref.text, helperText: ref.text };
const INTENTS = ["none", "primary", "success", "warning", "danger"];

/** The engine's form, field and button widgets: form, input-text, input-number, text, button, actions. */
export const fieldWidgetDefinitions: ReactWidgetDefinition[] = [
  {
    type: "form",
    description: "A form scope around fields",
    opensScope: "form",
    component: FormWidget as WidgetComponent,
    propsSchema: closed({ body: ref.nodes }),
  },
  {
    type: "input-text",
    description: "One-line text field",
    field: true,
    component: TextInputWidget as WidgetComponent,
    propsSchema: closed(inputProps, ["label"]),
  },
  {
    type: "input-number",
    description: "Number field",
    field: true,
    load: () => import("./NumberInputWidget").then((m) => m.NumberInputWidget as WidgetComponent),
    propsSchema: closed(
      {
        ...inputProps,
        min: { type: "number" },
        max: { type: "number" },
        step: { type: "number", exclusiveMinimum: 0 },
      },
      ["label"],
    ),
  },
  {
    type: "text",
    description: "A read-only value, usually computed",
    field: true,
    component: TextOutputWidget as WidgetComponent,
    propsSchema: closed({ label: ref.text }, ["label"]),
  },
  {
    type: "button",
    description: "Runs its onClick steps",
    component: ButtonWidget as WidgetComponent,
    propsSchema: closed(
      { label: ref.text, intent: { enum: INTENTS }, icon: { type: "string" }, onClick: ref.actions },
      ["label"],
    ),
  },
  {
    type: "actions",
    description: "A row of buttons",
    component: ActionBarWidget as WidgetComponent,
    propsSchema: closed({ body: ref.nodes }, ["body"]),
  },
];
