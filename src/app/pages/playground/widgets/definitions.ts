import { ref } from "../../../../engine";
import type { ReactEngine, ReactWidgetDefinition, WidgetComponent } from "../../../../engine/react";
import {
  ActionBarWidget,
  ButtonWidget,
  FormWidget,
  NumberInputWidget,
  TextInputWidget,
  TextOutputWidget,
} from "./FieldWidgets";

const closed = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  additionalProperties: false,
  required,
  properties,
});

const inputProps = { label: ref.text, placeholder: ref.text, helperText: ref.text };
const INTENTS = ["none", "primary", "success", "warning", "danger"];

/** The form, field and button widgets of the playground's examples. */
export const playgroundWidgets: ReactWidgetDefinition[] = [
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
    component: NumberInputWidget as WidgetComponent,
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

/**
 * Registers the playground's widgets that the engine does not have yet: once src/widgets ships its own
 * `form`, `button`… those win and the examples run on them.
 */
export function registerPlaygroundWidgets(engine: ReactEngine): void {
  for (const definition of playgroundWidgets) {
    if (!engine.widgets.has(definition.type)) engine.widgets.register(definition);
  }
}
