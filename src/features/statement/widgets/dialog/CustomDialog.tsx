import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoad } from "../../../../api/query/useLoad";
import type { Fetcher } from "../../../../engine";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { describeQueryError } from "../query/queryErrors";
import { loadDialogDefinition, type MapParam } from "./dialogApi";
import { type CustomDialogDefinition, mapResult } from "./dialogDefinition";
import { ListPicker, ROW_KEY, type Selection } from "./ListPicker";
import { SelectedTags } from "./SelectedTags";
import { TreePicker } from "./TreePicker";
import "./dialog.css";

type Row = Record<string, unknown>;

/** Default sizes of the picker: a list needs room for columns, a tree less. */
export const LIST_DIALOG_WIDTH = 860;
export const TREE_DIALOG_WIDTH = 480;

export interface CustomDialogProps {
  /** The custom dialog's alias (GET /form/customDialog/v1/getByAlias). */
  alias: string;
  /** Runs the dialog's calls (the engine's fetcher); widgets never call axios. */
  fetcher: Fetcher | undefined;
  isOpen: boolean;
  /** Overrides the definition's name as the title. */
  title?: string;
  /** A definition already at hand (stories, callers that cached it): no getByAlias call. */
  definition?: CustomDialogDefinition;
  /** Extra parameters for getListData/getTreeData. */
  mapParam?: MapParam;
  /** How long to wait for the definition before abandoning it (default 15 s, spec 3 §4). */
  timeoutMs?: number;
  /** The chosen rows mapped through resultfield, and the rows as loaded. */
  onConfirm: (result: Row[], rows: Row[]) => void;
  onClose: () => void;
}

/**
 * The custom-dialog picker (spec 3 §3, CONTRACT §8): loads the definition by alias, then shows the list
 * style (search form, table, paging) or the tree style, with single (selectNum 1) or multiple choice (a
 * list of removable tags), and returns the chosen rows through resultfield. Errors of spec 3 §8 show in
 * the dialog in the current language, with the server's log id when a call failed.
 */
export function CustomDialog(props: CustomDialogProps) {
  const { alias, fetcher, isOpen, title, definition: given, mapParam, timeoutMs, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const loaded = useLoad(
    isOpen && !given ? (signal) => loadDialogDefinition(fetcher, alias, { signal, timeoutMs }) : null,
    alias,
  );
  const definition = given ?? loaded.value;
  const [selection, setSelection] = useState<Selection>(new Map());

  // A dialog opened again starts with nothing chosen.
  useEffect(() => {
    if (isOpen) setSelection(new Map());
  }, [isOpen]);

  const error = loaded.error ? describeQueryError(loaded.error, t) : null;
  const confirm = () => {
    if (!definition) return;
    const rows = [...selection.values()].map(({ [ROW_KEY]: _key, ...row }) => row);
    onConfirm(mapResult(rows, definition.resultFields), rows);
  };
  const tree = definition?.style === "tree";
  const width = definition?.width ?? (tree ? TREE_DIALOG_WIDTH : LIST_DIALOG_WIDTH);
  const bodyHeight = tree ? 360 : 300;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title || definition?.name || t("dialog.picker.title")}
      icon={tree ? "diagram-tree" : "th-list"}
      style={{ width, maxWidth: "calc(100vw - 32px)" }}
      className="tessera-custom-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody className="tessera-custom-dialog-body">
        <WidgetState
          loading={!definition && !error}
          error={error}
          onRetry={loaded.error ? loaded.retry : undefined}
          minHeight={160}
        >
          {definition &&
            (tree ? (
              <TreePicker
                definition={definition}
                fetcher={fetcher}
                mapParam={mapParam}
                selection={selection}
                onSelectionChange={setSelection}
                height={bodyHeight}
              />
            ) : (
              <ListPicker
                definition={definition}
                fetcher={fetcher}
                mapParam={mapParam}
                selection={selection}
                onSelectionChange={setSelection}
                height={bodyHeight}
              />
            ))}
          {definition?.multiple && (
            <SelectedTags definition={definition} selection={selection} onSelectionChange={setSelection} />
          )}
        </WidgetState>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("dialog.cancel")} onClick={onClose} />
            <Button
              intent="primary"
              text={t("dialog.ok")}
              disabled={!definition || selection.size === 0}
              onClick={confirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
