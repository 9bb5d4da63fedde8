import type { IconName } from "@blueprintjs/core";
import { useState } from "react";
import type { Text } from "../../engine";
import type { WidgetProps } from "../../engine/react";
import { DialogFrame } from "./SchemaDialog";

/* Engine adaptor of the `dialog` widget (lazy: opened by an `openDialog` action, closed into it). */

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
