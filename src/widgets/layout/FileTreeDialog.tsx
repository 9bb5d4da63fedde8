import {
  AnchorButton,
  Button,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  Intent,
  Tree,
  type TreeNodeInfo,
} from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../fields/attachment/limits";
import { WidgetState } from "../status/WidgetState";

/** A node of the file tree as the file service sends it (spec 1 §3: originName, childList, id). */
export interface FileNode {
  id: string;
  originName: string;
  /** Present on folders. */
  childList?: FileNode[] | null;
  /** Size in bytes, when known. */
  size?: number | null;
}

// One size format for every file list (spec 1 §9: M above 1 MB, else K).
export { formatFileSize };

const isFolder = (node: FileNode) => Array.isArray(node.childList);

/** The ids of the files (not folders) of a node, itself included when it is a file. */
export function fileIdsOf(node: FileNode): string[] {
  return isFolder(node) ? (node.childList ?? []).flatMap(fileIdsOf) : [node.id];
}

export interface FileTreeDialogProps {
  isOpen: boolean;
  onClose: () => void;
  files: FileNode[];
  /** The address a file downloads from (the file service's download call with the file id)… */
  downloadUrl?: (id: string) => string;
  /** …or a download the caller performs itself (with the session's token), instead of a link. */
  onDownload?: (file: FileNode) => void;
  title?: string;
  loading?: boolean;
  error?: { message: string; logId?: string } | string | null;
  /**
   * Downloads the checked files as one zip: with it, each node gets a checkbox (a folder checks its files)
   * and the footer a 打包下载 button; a returned promise keeps the button busy.
   */
  onDownloadSelected?: (fileIds: string[]) => void | Promise<void>;
  /** Opens every folder when the dialog mounts (a small tree, e.g. one flow's attachments). */
  defaultExpanded?: boolean;
}

/** The ids of a tree's folders, nested ones included. */
function folderIdsOf(nodes: FileNode[]): string[] {
  return nodes.filter(isFolder).flatMap((node) => [node.id, ...folderIdsOf(node.childList ?? [])]);
}

/** A dialog listing a tree of folders and files; each file has a download link. */
export function FileTreeDialog({
  isOpen,
  onClose,
  files,
  downloadUrl,
  onDownload,
  title,
  loading,
  error,
  onDownloadSelected,
  defaultExpanded = false,
}: FileTreeDialogProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const selectable = !!onDownloadSelected;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpanded ? folderIdsOf(files) : []),
  );
  const toggle = (id: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const contents = useMemo(() => {
    const toInfo = (node: FileNode): TreeNodeInfo<FileNode> => {
      const folder = isFolder(node);
      const open = expanded.has(node.id);
      return {
        id: node.id,
        label: selectable ? (
          <SelectBox
            node={node}
            checked={checked}
            onChange={setChecked}
            label={t("files.tree.select", { name: node.originName })}
          />
        ) : (
          node.originName
        ),
        icon: folder ? (open ? "folder-open" : "folder-close") : "document",
        isExpanded: open,
        hasCaret: folder && (node.childList?.length ?? 0) > 0,
        nodeData: node,
        childNodes: folder ? (node.childList ?? []).map(toInfo) : undefined,
        secondaryLabel: folder ? undefined : (
          <span className="tessera-file-tree-meta">
            <span className={Classes.TEXT_MUTED}>{formatFileSize(node.size)}</span>
            {onDownload ? (
              <Button
                variant="minimal"
                size="small"
                icon="download"
                aria-label={t("widgets.fileTree.downloadFile", { name: node.originName })}
                onClick={(event) => {
                  event.stopPropagation();
                  onDownload(node);
                }}
              />
            ) : (
              <AnchorButton
                variant="minimal"
                size="small"
                icon="download"
                href={downloadUrl?.(node.id)}
                download={node.originName}
                aria-label={t("widgets.fileTree.downloadFile", { name: node.originName })}
                onClick={(event) => event.stopPropagation()}
              />
            )}
          </span>
        ),
      };
    };
    return files.map(toInfo);
  }, [files, expanded, downloadUrl, onDownload, t, selectable, checked]);

  const selected = files.flatMap(fileIdsOf).filter((fileId) => checked.has(fileId));
  const downloadSelected = async () => {
    if (!onDownloadSelected || selected.length === 0) return;
    setBusy(true);
    try {
      await onDownloadSelected(selected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title ?? t("widgets.fileTree.title")}
      icon="folder-open"
      className="tessera-file-tree-dialog"
    >
      <DialogBody>
        <WidgetState
          loading={loading}
          error={error}
          empty={files.length === 0}
          emptyText={t("widgets.fileTree.empty")}
          minHeight={160}
        >
          <Tree<FileNode>
            contents={contents}
            onNodeExpand={(node) => toggle(String(node.id), true)}
            onNodeCollapse={(node) => toggle(String(node.id), false)}
            onNodeClick={(node) => {
              if (node.nodeData && isFolder(node.nodeData)) toggle(String(node.id), !node.isExpanded);
            }}
          />
        </WidgetState>
      </DialogBody>
      {selectable && (
        <DialogFooter
          actions={
            <Button
              intent={Intent.PRIMARY}
              icon="compressed"
              loading={busy}
              disabled={selected.length === 0}
              onClick={() => void downloadSelected()}
            >
              {t("files.tree.downloadSelected")}
            </Button>
          }
        >
          <span className={Classes.TEXT_MUTED} aria-live="polite">
            {t("files.tree.selected", { count: selected.length })}
          </span>
        </DialogFooter>
      )}
    </Dialog>
  );
}

/** A node's checkbox: a file checks itself, a folder all its files (indeterminate when some are). */
function SelectBox({
  node,
  checked,
  onChange,
  label,
}: {
  node: FileNode;
  checked: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  label: string;
}) {
  const ids = fileIdsOf(node);
  const count = ids.filter((fileId) => checked.has(fileId)).length;
  const all = ids.length > 0 && count === ids.length;
  return (
    <span className="tessera-file-tree-select">
      {/* The click stays on the box: the node's own click (on its name) opens or closes a folder. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from reaching the tree node. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside handles the keyboard. */}
      <span onClick={(event) => event.stopPropagation()}>
        <Checkbox
          inline
          checked={all}
          indeterminate={count > 0 && !all}
          disabled={ids.length === 0}
          aria-label={label}
          onChange={() => {
            const next = new Set(checked);
            for (const fileId of ids) {
              if (all) next.delete(fileId);
              else next.add(fileId);
            }
            onChange(next);
          }}
        />
      </span>
      <span className="tessera-file-tree-name">{node.originName}</span>
    </span>
  );
}

// The props schemas live apart (dialogSchemas.ts) so the widget catalogue does not load this component.
export { fileNodeSchema, fileTreeDialogPropsSchema } from "./dialogSchemas";
