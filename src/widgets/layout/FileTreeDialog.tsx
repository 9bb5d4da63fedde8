import {
  AnchorButton,
  Button,
  Classes,
  Dialog,
  DialogBody,
  Tree,
  type TreeNodeInfo,
} from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ref } from "../../engine";
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

const MB = 1024 * 1024;

/** A file size as the portal shows it: "1.50M" above 1 MB, else "12.30K" (spec 1 §9). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "";
  return bytes > MB ? `${(bytes / MB).toFixed(2)}M` : `${(bytes / 1024).toFixed(2)}K`;
}

const isFolder = (node: FileNode) => Array.isArray(node.childList);

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
}: FileTreeDialogProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
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
        label: node.originName,
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
  }, [files, expanded, downloadUrl, onDownload, t]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title ?? t("widgets.fileTree.title")} icon="folder-open">
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
    </Dialog>
  );
}

/** JSON Schema of a file node; childList holds more nodes (checked loosely: the tree is server data). */
export const fileNodeSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    originName: { type: "string" },
    size: { type: ["number", "null"] },
    childList: { type: ["array", "null"], items: { type: "object" } },
  },
  required: ["id", "originName"],
} as const;

/** JSON Schema of the file-tree dialog's props (the download address comes from the file service). */
export const fileTreeDialogPropsSchema = {
  type: "object",
  properties: {
    title: ref.text,
    /** Static files, or… */
    files: { type: "array", items: fileNodeSchema },
    /** …the call that lists them (adaptor `list` or `commonResult`). */
    source: ref.dataSource,
    /** The download request of one file; `${file.id}` and `${file.originName}` name the file. */
    download: ref.dataSource,
  },
  required: ["download"],
  additionalProperties: false,
} as const;
