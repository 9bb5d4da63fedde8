import { lazyDialog } from "../../widgets/status/lazyDialog";
import type { FileTreeDownloadDialogProps } from "./FileTreeDownloadDialog";

/** The file-tree download dialog in its own chunk (the tree, the download calls), loaded on its first opening. */
export const LazyFileTreeDownloadDialog = lazyDialog<FileTreeDownloadDialogProps>(
  () => import("./FileTreeDownloadDialog").then((m) => m.FileTreeDownloadDialog),
  (props, t) => ({
    title: props.title ?? t("widgets.fileTree.title"),
    onClose: props.onClose,
    icon: "folder-open",
    className: "tessera-file-tree-dialog",
  }),
);
