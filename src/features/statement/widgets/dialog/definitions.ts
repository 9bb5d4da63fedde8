import type { ReactWidgetDefinition, WidgetComponent } from "../../../../engine/react";
import { customDialogButtonPropsSchema, customDialogPropsSchema } from "./dialogSchemas";

const adapters = () => import("./adapters");

/**
 * The custom dialog for the engine: `custom-dialog` (the custom-dialog picker, opened by `openDialog`,
 * closing with the chosen rows) and `custom-dialog-button` (a button that opens the picker and runs
 * `onConfirm`). Both load lazily.
 */
export function customDialogWidgetDefinitions(): ReactWidgetDefinition[] {
  return [
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
