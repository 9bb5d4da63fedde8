import { buildRequest, type DataSource, type Text } from "../../engine";
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
  const download = (file: FileNode) => {
    const request = buildRequest(props.download, (value) => runtime.resolve(value, scopeId, { file }));
    void runtime.host.download({ ...request, responseType: "blob" }, { fileName: file.originName });
  };
  const dialog = (files: FileNode[], loading = false, error: ReturnType<typeof errorOf> = null) => (
    <FileTreeDialog
      isOpen
      onClose={() => runtime.closeDialog(scopeId)}
      title={props.title ? text(props.title) : undefined}
      files={files}
      loading={loading}
      error={error}
      onDownload={download}
    />
  );
  return props.source ? <SourcedFiles render={dialog} /> : dialog(props.files ?? []);
}
