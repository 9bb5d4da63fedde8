import { useTranslation } from "react-i18next";
import { buildRequest, type DataSource, type Text, toActionError } from "../../engine";
import { useDataSource, type WidgetProps } from "../../engine/react";
import { errorOf, rowsOf } from "./adapters";
import { type FileNode, FileTreeDialog } from "./FileTreeDialog";
import { ImageViewer, type ViewerImage } from "./ImageViewer";

/* Engine adaptors of the dialog widgets (lazy: opened by an `openDialog` action, closed into it). */

export function ImageViewerWidget({
  props,
  runtime,
  scopeId,
}: WidgetProps<{ images: ViewerImage[]; defaultIndex?: number }>) {
  return (
    <ImageViewer
      images={props.images}
      defaultIndex={props.defaultIndex}
      isOpen
      onClose={() => runtime.closeDialog(scopeId)}
    />
  );
}

interface FileTreeNode {
  title?: Text;
  files?: FileNode[];
  source?: DataSource;
  download: DataSource;
  /** The zip of the checked files; `${fileIds}` is their comma list. */
  downloadAll?: DataSource;
}

/** Files from a source (a list, or a CommonResult's value), downloaded through the host. */
function SourcedFiles({
  render,
}: {
  render: (files: FileNode[], loading: boolean, error: ReturnType<typeof errorOf>) => React.ReactNode;
}) {
  const { status, result } = useDataSource("source");
  const data = result?.ok ? result.data : undefined;
  return render(rowsOf(data) as unknown as FileNode[], status === "loading" && !result, errorOf(result));
}

export function FileTreeDialogWidget({ props, runtime, scopeId, text }: WidgetProps<FileTreeNode>) {
  const { t } = useTranslation();
  const download = (file: FileNode) => {
    const request = buildRequest(props.download, (value) => runtime.resolve(value, scopeId, { file }));
    void runtime.host.download({ ...request, responseType: "blob" }, { fileName: file.originName });
  };
  const zipSource = props.downloadAll;
  const downloadAll = zipSource
    ? async (fileIds: string[]) => {
        const request = buildRequest(zipSource, (value) =>
          runtime.resolve(value, scopeId, { fileIds: fileIds.join(",") }),
        );
        try {
          await runtime.host.download({ ...request, responseType: "blob" }, {});
        } catch (error) {
          runtime.host.reportError?.(toActionError(error, t("files.tree.downloadFailed")), []);
        }
      }
    : undefined;
  const dialog = (files: FileNode[], loading = false, error: ReturnType<typeof errorOf> = null) => (
    <FileTreeDialog
      isOpen
      onClose={() => runtime.closeDialog(scopeId)}
      title={props.title ? text(props.title) : undefined}
      files={files}
      loading={loading}
      error={error}
      onDownload={download}
      onDownloadSelected={downloadAll}
    />
  );
  return props.source ? <SourcedFiles render={dialog} /> : dialog(props.files ?? []);
}
