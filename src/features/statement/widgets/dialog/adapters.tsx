import { Button, type IconName, type Intent } from "@blueprintjs/core";
import { useState } from "react";
import type { Text } from "../../../../engine";
import type { WidgetProps } from "../../../../engine/react";
import { CustomDialog } from "./CustomDialog";
import type { MapParam } from "./dialogApi";

/*
 * Engine adaptors of the custom dialog (lazy: the picker brings Blueprint Table). A dialog node opened
 * by `openDialog` closes itself into the run with `runtime.closeDialog(scopeId, result)`.
 */

/** The alias and mapParam of a node with their `${var}` references filled in from scope. */
function callParams(props: { alias: string; mapParam?: MapParam }, resolve: (value: unknown) => unknown) {
  const alias = String(resolve(props.alias) ?? "");
  const mapParam = props.mapParam === undefined ? undefined : (resolve(props.mapParam) as MapParam);
  return { alias, mapParam };
}

interface CustomDialogNode {
  alias: string;
  title?: Text;
  mapParam?: MapParam;
}

/** `custom-dialog`: the picker as a dialog node; the run that opened it goes on with the chosen rows. */
export function CustomDialogWidget({ props, engine, runtime, scopeId, text }: WidgetProps<CustomDialogNode>) {
  const { alias, mapParam } = callParams(props, (value) => runtime.resolve(value, scopeId));
  return (
    <CustomDialog
      isOpen
      alias={alias}
      mapParam={mapParam}
      title={props.title ? text(props.title) : undefined}
      fetcher={engine.options.fetcher}
      onConfirm={(result) => runtime.closeDialog(scopeId, result)}
      onClose={() => runtime.closeDialog(scopeId)}
    />
  );
}

interface CustomDialogButtonNode extends CustomDialogNode {
  label: Text;
  icon?: string;
  intent?: Intent;
}

/**
 * `custom-dialog-button`: a button that opens the picker; `onConfirm` runs with the chosen rows as
 * `$event` (through resultfield) and `$rows` (as loaded).
 */
export function CustomDialogButtonWidget({
  props,
  engine,
  runtime,
  scopeId,
  run,
  text,
  disabled,
}: WidgetProps<CustomDialogButtonNode>) {
  const [open, setOpen] = useState(false);
  const { alias, mapParam } = callParams(props, (value) => runtime.resolve(value, scopeId));
  return (
    <>
      <Button
        icon={(props.icon as IconName | undefined) ?? "people"}
        intent={props.intent}
        text={text(props.label)}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <CustomDialog
        isOpen={open}
        alias={alias}
        mapParam={mapParam}
        title={props.title ? text(props.title) : undefined}
        fetcher={engine.options.fetcher}
        onConfirm={(result, rows) => {
          setOpen(false);
          void run("onConfirm", { $event: result, $rows: rows });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
