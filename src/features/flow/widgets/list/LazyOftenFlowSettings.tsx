import { lazyDialog } from "../../../../widgets/status/lazyDialog";
import type { OftenFlowSettingsProps } from "./OftenFlowSettings";

/** The 常用流程 settings dialog in its own chunk, loaded on its first opening. */
export const LazyOftenFlowSettings = lazyDialog<OftenFlowSettingsProps>(
  () => import("./OftenFlowSettings").then((m) => m.OftenFlowSettings),
  (props, t) => ({
    title: t("flow.often.dialogTitle"),
    onClose: props.onClose,
    className: "tessera-flow-often-dialog",
  }),
);
