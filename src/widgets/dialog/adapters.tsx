import { Button, type IconName, type Intent } from "@blueprintjs/core";
import { useState } from "react";
import type { Text } from "../../engine";
import type { WidgetProps } from "../../engine/react";
import { CustomDialog } from "./CustomDialog";
import type { MapParam } from "./dialogApi";
import { DialogFrame } from "./SchemaDialog";

/*
 * Engine adaptors of the dialog family (lazy: the picker brings Blueprint Table). A dialog node opened
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

interface SchemaDialogNode {
  title?: Text;
  icon?: string;
  width?: number;
  okText?: Text;
  cancelText?: Text;
  showCancel?: boolean;
  onOk?: unknown[];
}

/**
 * `dialog`: a Blueprint Dialog around its `body` nodes (they read the dialog's scope). OK runs `onOk`,
 * then closes with the scope's values unless a step closed it already; Cancel closes without a result.
 */
export function SchemaDialogWidget({
  props,
  runtime,
  scopeId,
  render,
  run,
  text,
}: WidgetProps<SchemaDialogNode>) {
  const [busy, setBusy] = useState(false);
  const isOpen = () => runtime.store.get(runtime.dialogs).some((d) => d.scopeId === scopeId);
  const values = () => {
    const scope = runtime.scopeTable.get(scopeId);
    return scope ? runtime.scopeTable.values(scope, (a) => runtime.store.get(a)) : {};
  };
  const ok = async () => {
    if (props.onOk) {
      setBusy(true);
      const result = await run("onOk");
      setBusy(false);
      if (result.status !== "ok") return;
    }
    if (isOpen()) runtime.closeDialog(scopeId, values());
  };
  return (
    <DialogFrame
      isOpen
      title={props.title ? text(props.title) : undefined}
      icon={props.icon as IconName | undefined}
      width={props.width}
      okText={props.okText ? text(props.okText) : undefined}
      cancelText={props.cancelText ? text(props.cancelText) : undefined}
      showCancel={props.showCancel}
      okDisabled={busy}
      onOk={() => void ok()}
      onCancel={() => runtime.closeDialog(scopeId)}
    >
      {render("body")}
    </DialogFrame>
  );
}
