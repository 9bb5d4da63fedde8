import { Alert, Button, Callout, HTMLSelect, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DesignMyLayout, HomeLayout } from "../../../../api/contract";
import { toCallFailure } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { useLeaveGuard } from "../../../../platform/useLeaveGuard";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { getDesignMyLayout, resetMyLayout, saveMyLayout } from "../../api";
import {
  addGridRow,
  addSingleRow,
  addTabRow,
  isTab,
  type LayoutSlot,
  MAX_ROWS,
  normaliseLayout,
  refOf,
} from "../../model/layoutEdit";
import { layoutName } from "../../model/layoutModel";
import { ColumnLoaderProvider } from "../../widgets/column/ColumnLoaderContext";
import type { ColumnLoader } from "../../widgets/column/columnLoader";
import { HomeLayoutView } from "../../widgets/column/HomeLayoutView";
import { applyDrop } from "./dnd";
import { DraggableColumn, LayoutDnd } from "./LayoutDnd";
import { RowCard } from "./RowCard";
import { RowGap } from "./SingleRowEditor";
import type { DesignerProps } from "./SlotEditor";
import "./myLayout.css";

export interface MyLayoutPageProps {
  /** Where the designer's data comes from (designMyLayout by default). */
  load?: () => Promise<DesignMyLayout>;
  save?: (layout: HomeLayout) => Promise<unknown>;
  reset?: () => Promise<unknown>;
  /** The column loader of the preview (one batching loader by default). */
  loader?: ColumnLoader;
}

type Notice = { intent: "success" | "danger"; text: string } | null;

/** The label of a slot ("第1行 格子 2"). */
function useSlotLabel(layout: HomeLayout) {
  const { t, i18n } = useTranslation();
  return useCallback(
    (slot: LayoutSlot) => {
      const item = layout.list[slot.row];
      const place =
        "cell" in slot
          ? t("myLayout.cell", { n: slot.cell + 1 })
          : t("myLayout.tab", {
              name:
                isTab(item) && item.tabs[slot.tab]
                  ? layoutName(item.tabs[slot.tab]?.name, i18n.language)
                  : slot.tab + 1,
            });
      return t("myLayout.slot", { row: slot.row + 1, place });
    },
    [layout, t, i18n.language],
  );
}

/**
 * v-myLayout (issue 5 §5, spec 2 §2.3): the user designs their own home. The layout's rows (grid rows
 * with their cells, tab containers with their tabs, single columns) take columns from the available list
 * by drag and drop (mouse, pen, touch or keyboard) or by selects and buttons; cells take a span of 24; a
 * preview renders the layout as /home would; save stores it as the user's own, reset (confirmed) drops it.
 */
export function MyLayoutPage({
  load = getDesignMyLayout,
  save = saveMyLayout,
  reset = resetMyLayout,
  loader,
}: MyLayoutPageProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<HomeLayout>({ list: [] });
  const [dirty, setDirty] = useState(false);
  const [round, setRound] = useState(0);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // Loads once per visit and per retry or reset (`round`); never refetched behind the user's edits.
  const query = useQuery(
    {
      queryKey: ["myLayout", round],
      queryFn: () => load(),
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    useQueryClientHere(),
  );
  const loaded = query.data;
  useEffect(() => {
    if (!loaded) return;
    setLayout(normaliseLayout(loaded.layout));
    setDirty(false);
  }, [loaded]);
  const state:
    | { status: "loading" }
    | { status: "error"; message: string }
    | { status: "done"; data: DesignMyLayout } = query.isError
    ? { status: "error", message: toCallFailure(query.error).message }
    : loaded && !query.isFetching
      ? { status: "done", data: loaded }
      : { status: "loading" };

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const leaveGuard = useLeaveGuard(dirty, t("myLayout.leaveConfirm"));

  const columns = state.status === "done" ? (state.data.columns ?? []) : [];
  const names = useMemo(() => new Map(columns.map((c) => [c.alias, c.name || c.alias])), [columns]);
  const label = useSlotLabel(layout);
  const change = useCallback(
    (next: HomeLayout) => {
      if (next === layout) return; // an edit that changed nothing (a move past the end, a full layout)
      setLayout(next);
      setDirty(true);
      setNotice(null);
    },
    [layout],
  );
  const designer: DesignerProps = { layout, columns, names, onChange: change, label };
  const full = layout.list.length >= MAX_ROWS;
  const tabRows = layout.list.filter(isTab).length;

  const onSave = async () => {
    setBusy(true);
    try {
      await save(layout);
      setDirty(false);
      setNotice({ intent: "success", text: t("myLayout.saved") });
    } catch (error) {
      setNotice({
        intent: "danger",
        text: t("myLayout.saveFailed", { message: toCallFailure(error).message }),
      });
    } finally {
      setBusy(false);
    }
  };

  const onReset = async () => {
    setConfirmReset(false);
    setBusy(true);
    try {
      await reset();
      setRound((r) => r + 1);
      setNotice({ intent: "success", text: t("myLayout.resetDone") });
    } catch (error) {
      setNotice({
        intent: "danger",
        text: t("myLayout.resetFailed", { message: toCallFailure(error).message }),
      });
    } finally {
      setBusy(false);
    }
  };

  if (state.status === "loading") return <WidgetState loading minHeight={240} />;
  if (state.status === "error")
    return (
      <Callout intent="danger" role="alert" className="tessera-my-layout-error">
        {t("myLayout.loadFailed", { message: state.message })}{" "}
        <Button
          variant="minimal"
          size="small"
          icon="refresh"
          text={t("myLayout.retry")}
          onClick={() => setRound((r) => r + 1)}
        />
      </Callout>
    );

  return (
    <div className="tessera-my-layout">
      {leaveGuard.element}
      <div className="tessera-my-layout-toolbar">
        <Tag minimal>{t(`myLayout.source.${state.data.source}`, { defaultValue: state.data.source })}</Tag>
        {dirty && (
          <Tag intent="warning" minimal>
            {t("myLayout.unsaved")}
          </Tag>
        )}
        <span className="tessera-my-layout-spacer" />
        <Button
          icon="add-row-bottom"
          text={t("myLayout.addGridRow")}
          disabled={full}
          onClick={() => change(addGridRow(layout))}
        />
        <Button
          icon="add-to-artifact"
          text={t("myLayout.addTabRow")}
          disabled={full}
          onClick={() =>
            change(
              addTabRow(
                layout,
                t("myLayout.newTabRowName", { n: tabRows + 1 }),
                t("myLayout.newTabName", { n: 1 }),
              ),
            )
          }
        />
        <HTMLSelect
          aria-label={t("myLayout.addSingleRow")}
          value=""
          disabled={full || columns.length === 0}
          onChange={(event) => {
            const column = columns.find((c) => c.alias === event.currentTarget.value);
            if (column) change(addSingleRow(layout, refOf(column)));
          }}
          options={[
            { value: "", label: t("myLayout.addSingleRow") },
            ...columns.map((c) => ({ value: c.alias, label: c.name || c.alias })),
          ]}
        />
        <Button
          icon={preview ? "edit" : "eye-open"}
          text={preview ? t("myLayout.edit") : t("myLayout.preview")}
          active={preview}
          onClick={() => setPreview((p) => !p)}
        />
        <Button
          icon="reset"
          text={t("myLayout.reset")}
          disabled={busy}
          onClick={() => setConfirmReset(true)}
        />
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t("myLayout.save")}
          loading={busy}
          onClick={onSave}
        />
      </div>
      {notice && (
        <Callout intent={notice.intent} role="status" className="tessera-my-layout-notice">
          {notice.text}
        </Callout>
      )}
      <Alert
        isOpen={confirmReset}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t("dialog.ok")}
        cancelButtonText={t("dialog.cancel")}
        canEscapeKeyCancel
        onConfirm={onReset}
        onCancel={() => setConfirmReset(false)}
      >
        <p>{t("myLayout.resetConfirm")}</p>
      </Alert>
      {preview ? (
        <ColumnLoaderProvider loader={loader}>
          <div className="tessera-my-layout-preview" data-testid="my-layout-preview">
            <HomeLayoutView layout={layout} preview />
          </div>
        </ColumnLoaderProvider>
      ) : (
        <LayoutDnd onDrop={(source, target) => change(applyDrop(layout, source, target))}>
          <div className="tessera-my-layout-body">
            <aside className="tessera-my-layout-palette" aria-label={t("myLayout.columns")}>
              <h3 className="bp6-heading">{t("myLayout.columns")}</h3>
              <p className="bp6-text-muted">{t("myLayout.columnsHint")}</p>
              {columns.length === 0 && <p>{t("myLayout.noColumns")}</p>}
              <ul className="tessera-my-layout-list">
                {columns.map((column) => (
                  <DraggableColumn
                    key={column.alias}
                    source={{ alias: column.alias, name: column.name }}
                    name={column.name || column.alias}
                  >
                    <span className="tessera-my-layout-column-name">{column.name || column.alias}</span>
                    {column.catalogName && <Tag minimal>{column.catalogName}</Tag>}
                  </DraggableColumn>
                ))}
              </ul>
            </aside>
            <div className="tessera-my-layout-rows">
              {layout.list.length === 0 && <Callout>{t("myLayout.empty")}</Callout>}
              <RowGap layout={layout} at={0} />
              {layout.list.map((_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no stable id (key is optional)
                <Fragment key={row}>
                  <RowCard {...designer} row={row} />
                  <RowGap layout={layout} at={row + 1} />
                </Fragment>
              ))}
            </div>
          </div>
        </LayoutDnd>
      )}
    </div>
  );
}

export default MyLayoutPage;
