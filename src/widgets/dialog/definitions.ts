import type { ReactWidgetDefinition, WidgetComponent } from "../../engine/react";
import {
  customDialogButtonPropsSchema,
  customDialogPropsSchema,
  schemaDialogPropsSchema,
} from "./dialogSchemas";

const adapters = () => import("./adapters");

/**
 * The dialog family for the engine: `dialog` (a schema body with OK / Cancel, opened by `openDialog`),
 * `custom-dialog` (the custom-dialog picker, opened by `openDialog`, closing with the chosen rows) and
 * `custom-dialog-button` (a button that opens the picker and runs `onConfirm`). All load lazily.
 */
export function dialogWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
    {
      type: "dialog",
      description: "Modal with a schema body and OK / Cancel; closes with its scope's values",
      propsSchema: schemaDialogPropsSchema,
      opensScope: "dialog",
      load: () => adapters().then((m) => m.SchemaDialogWidget as WidgetComponent),
    },
    {
      type: "custom-dialog",
      description:
        "Custom dialog picker (list or tree, single or multiple) by alias; closes with the chosen rows",
      propsSchema: customDialogPropsSchema,
      opensScope: "dialog",
      load: () => adapters().then((m) => m.CustomDialogWidget as WidgetComponent),
    },
    {
      type: "custom-dialog-button",
      description: "Button opening a custom dialog picker; onConfirm gets the chosen rows as $event",
      propsSchema: customDialogButtonPropsSchema,
      load: () => adapters().then((m) => m.CustomDialogButtonWidget as WidgetComponent),
    },
  ];
}
