import { lazyDialog } from "../../../../widgets/status/lazyDialog";
import type { CustomDialogProps } from "./CustomDialog";

/**
 * The custom-dialog picker for other areas (a button that opens it, a form field): its lists, tree and
 * table load in their own chunk the first time it opens; until then nothing is rendered. While the chunk
 * loads (or when it failed) the frame has the picker's title and close.
 */
export const LazyCustomDialog = lazyDialog<CustomDialogProps>(
  () => import("./CustomDialog").then((m) => m.CustomDialog),
  (props, t) => ({
    title: props.title || props.definition?.name || t("dialog.picker.title"),
    onClose: props.onClose,
    className: "tessera-custom-dialog",
    canOutsideClickClose: false,
  }),
);
