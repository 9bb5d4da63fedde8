import type { BpmOpinion, FlowForm } from "../../../api/contract";
import { localize } from "../../../engine";
import type { FileRef } from "../../../widgets/form/types";
import type { FileNode } from "../../../widgets/layout/FileTreeDialog";
import { parseOpinionFiles } from "./opinionFiles";

/*
 * Every file a flow screen already holds, as the file-tree dialog's folders (issue 15; spec 1 §2 "A
 * file-tree dialog with download"): one folder per upload field of the form (named by its label) and one
 * per opinion of the history that has files (named by the caller: node and handler). Nothing is fetched.
 */

/** rjsf widget names that the online form shows as the attachment field (src/widgets/form/widgets). */
const UPLOAD_WIDGETS = new Set(["upload", "file", "files", "FileWidget"]);

/** What the tree is built from: the screen's form and data, its history, and how an opinion's folder reads. */
export interface InstanceFileSources {
  form?: FlowForm;
  /** The main entity's row as the screen loaded it. */
  formData: Record<string, unknown>;
  /** Field modes by name (the node's permission): a field in mode n is hidden, and so are its files. */
  fieldModes?: Record<string, string>;
  opinions: readonly BpmOpinion[];
  /** The language configured labels (`{"zh-CN", "en-US"}` titles) are read in. */
  locale: string;
  /** The name of an opinion's folder (node and handler, in the user's language). */
  opinionFolder: (opinion: BpmOpinion) => string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A stored upload value as a file: an id string or {id, name, size}; data URLs and blanks are none. */
function refOf(stored: unknown): FileRef | null {
  if (typeof stored === "string") {
    const id = stored.trim();
    return id && !id.startsWith("data:") ? { id, name: id, size: 0 } : null;
  }
  if (!isObject(stored)) return null;
  const id = typeof stored.id === "string" ? stored.id.trim() : "";
  if (!id || id.startsWith("data:")) return null;
  const name = typeof stored.name === "string" && stored.name ? stored.name : id;
  const size = typeof stored.size === "number" && Number.isFinite(stored.size) ? stored.size : 0;
  return { id, name, size };
}

/** Whether a top-level field of the form is shown as the attachment field. */
function isUploadField(schema: Json, ui: Json): boolean {
  const widget = ui["ui:widget"];
  if (typeof widget === "string" && UPLOAD_WIDGETS.has(widget)) return true;
  const items = isObject(schema.items) ? schema.items : {};
  return schema.format === "data-url" || items.format === "data-url";
}

/** The form's top-level field names in the order the form shows them (ui:order first, "*" for the rest). */
function fieldOrder(properties: Json, uiSchema: Json): string[] {
  const names = Object.keys(properties);
  const order = Array.isArray(uiSchema["ui:order"]) ? (uiSchema["ui:order"] as unknown[]) : [];
  const listed = order.filter((name): name is string => typeof name === "string" && names.includes(name));
  return [...listed, ...names.filter((name) => !listed.includes(name))];
}

/** The folders of the form's upload fields that hold files. */
function formFolders(sources: InstanceFileSources, seen: Set<string>): FileNode[] {
  const { form, formData, fieldModes = {}, locale } = sources;
  const schema = isObject(form?.schema) ? form.schema : {};
  const uiSchema = isObject(form?.uiSchema) ? form.uiSchema : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const folders: FileNode[] = [];
  for (const name of fieldOrder(properties, uiSchema)) {
    const fieldSchema = isObject(properties[name]) ? properties[name] : {};
    const ui = isObject(uiSchema[name]) ? uiSchema[name] : {};
    if (!isUploadField(fieldSchema, ui)) continue;
    if ((fieldModes[name] ?? ui["ui:mode"]) === "n") continue;
    const value = formData[name];
    const files = (Array.isArray(value) ? value : [value]).map(refOf);
    const label = localize(ui["ui:title"] ?? fieldSchema.title, locale) || name;
    const folder = folderOf(`field:${name}`, label, files, seen);
    if (folder) folders.push(folder);
  }
  return folders;
}

/** A folder of the files not listed yet (each file shows once in the tree); null when none is left. */
function folderOf(id: string, name: string, files: (FileRef | null)[], seen: Set<string>): FileNode | null {
  const childList: FileNode[] = [];
  for (const file of files) {
    if (!file || seen.has(file.id)) continue;
    seen.add(file.id);
    childList.push({ id: file.id, originName: file.name, size: file.size });
  }
  return childList.length > 0 ? { id, originName: name, childList } : null;
}

/**
 * The file tree of a flow screen: the form's upload fields (one folder per field label, in the form's
 * order, hidden fields left out), then the history's opinions that have files (`files` then `zfiles`,
 * one folder each, in the history's order). Each file appears once; empty folders are left out.
 */
export function instanceFileTree(sources: InstanceFileSources): FileNode[] {
  const seen = new Set<string>();
  const folders = formFolders(sources, seen);
  for (const opinion of sources.opinions) {
    const files = [...parseOpinionFiles(opinion.files), ...parseOpinionFiles(opinion.zfiles)];
    const folder = folderOf(`opinion:${opinion.id}`, sources.opinionFolder(opinion), files, seen);
    if (folder) folders.push(folder);
  }
  return folders;
}

/** How many files a tree holds (folders not counted). */
export function fileCount(tree: readonly FileNode[]): number {
  return tree.reduce((sum, node) => sum + (node.childList ? fileCount(node.childList) : 1), 0);
}
