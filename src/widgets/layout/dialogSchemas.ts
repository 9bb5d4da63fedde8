import { ref } from "../../engine";

/*
 * The props schemas of the layout family's two dialogs (the file tree and the image viewer), apart from
 * their components: the widget catalogue (definitions.ts) needs the schemas when the engine is created,
 * the components only on the first open (dialogAdapters, its own chunk).
 */

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
    /** The zip of the checked files (checkboxes appear with it); `${fileIds}` is their comma list. */
    downloadAll: ref.dataSource,
  },
  required: ["download"],
  additionalProperties: false,
} as const;

/** JSON Schema of the image viewer's props (isOpen/onClose come from the dialog action that opens it). */
export const imageViewerPropsSchema = {
  type: "object",
  properties: {
    images: {
      type: "array",
      items: {
        type: "object",
        properties: { src: { type: "string" }, name: { type: "string" } },
        required: ["src"],
        additionalProperties: false,
      },
    },
    defaultIndex: { type: "integer", minimum: 0, default: 0 },
  },
  required: ["images"],
  additionalProperties: false,
} as const;
