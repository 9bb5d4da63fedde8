import { lazyDialog } from "../../../../widgets/status/lazyDialog";
import type { LeaderChoiceDialogProps } from "./LeaderChoiceDialog";

/** The leader choice (a shared task's approver, a flow's starter) in its own chunk, loaded on its first opening. */
export const LazyLeaderChoiceDialog = lazyDialog<LeaderChoiceDialogProps>(
  () => import("./LeaderChoiceDialog").then((m) => m.LeaderChoiceDialog),
  (props) => ({ title: props.title, onClose: props.onCancel, className: "tessera-flow-leader-dialog" }),
);
