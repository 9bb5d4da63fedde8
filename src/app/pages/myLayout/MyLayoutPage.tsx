import { Alert, Button, ButtonGroup, Callout, Card, HTMLSelect, NumericInput, Tag } from "@blueprintjs/core";
import { type DragEvent, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router-dom";
import type { DesignMyLayout, HomeColumnRef, HomeColumnSummary, HomeLayout } from "../../../api/contract";
import { describeFailure } from "../../../api/errors";
import { getDesignMyLayout, resetMyLayout, saveMyLayout } from "../../../api/services/home";
import { ColumnLoaderProvider } from "../../../widgets/homeColumn/ColumnLoaderContext";
import type { ColumnLoader } from "../../../widgets/homeColumn/columnLoader";
import { HomeLayoutView } from "../../../widgets/homeColumn/HomeLayoutView";
import { WidgetState } from "../../../widgets/layout/WidgetState";
import {
  addCell,
  addColumn,
  addGridRow,
  isGrid,
  isTab,
  type LayoutSlot,
  moveColumn,
  normaliseLayout,
  refOf,
  removeCell,
  removeColumn,
  removeRow,
  sameSlot,
  setSpan,
  shiftColumn,
  shiftRow,
  slotsOf,
} from "./layoutEdit";
import "./myLayout.css";

/** The drag data type of a column dragged in the designer. */
const DRAG_TYPE = "application/x-tessera-home-column";

/** What is dragged: a column of the available list, or a placed column (its slot and index). */
type DragPayload = { alias: string; name?: string } | { from: LayoutSlot; index: number };

export interface MyLayoutPageProps {
  /** Where the designer's data comes from (designMyLayout by default). */
  load?: () => Promise<DesignMyLayout>;
  save?: (layout: HomeLayout) => Promise<unknown>;
  reset?: () => Promise<unknown>;
  /** The column loader of the preview (one batching loader by default). */
  loader?: ColumnLoader;
}

type Notice = { intent: "success" | "danger"; text: string } | null;

/** Blocks in-app navigation while there are unsaved changes (only inside a data router). */
function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(when);
  return (
    <Alert
      isOpen={blocker.state === "blocked"}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={t("dialog.ok")}
      cancelButtonText={t("dialog.cancel")}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t("myLayout.leaveConfirm")}</p>
    </Alert>
  );
}

/** The label of a slot ("第1行 格子 2"). */
function useSlotLabel(layout: HomeLayout) {
  const { t } = useTranslation();
  return useCallback(
    (slot: LayoutSlot) => {
      const item = layout.list[slot.row];
      const place =
        "cell" in slot
          ? t("myLayout.cell", { n: slot.cell + 1 })
          : t("myLayout.tab", {
              name: isTab(item) ? (item.tabs[slot.tab]?.name ?? slot.tab + 1) : slot.tab + 1,
            });
      return t("myLayout.slot", { row: slot.row + 1, place });
    },
    [layout, t],
  );
}

/** Reads the drag payload of a drop ("" or unreadable data gives null). */
function readPayload(event: DragEvent): DragPayload | null {
  try {
    const text = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData("text/plain");
    const parsed = JSON.parse(text) as DragPayload;
    return parsed && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}

/** Starts a drag carrying a payload. */
function startDrag(event: DragEvent, payload: DragPayload) {
  const text = JSON.stringify(payload);
  event.dataTransfer.setData(DRAG_TYPE, text);
  event.dataTransfer.setData("text/plain", text);
  event.dataTransfer.effectAllowed = "move";
}

interface SlotEditorProps {
  layout: HomeLayout;
  slot: LayoutSlot;
  list: HomeColumnRef[];
  columns: HomeColumnSummary[];
  names: Map<string, string>;
  onChange: (next: HomeLayout) => void;
  label: (slot: LayoutSlot) => string;
}

/** The columns of one cell or tab: each movable (up, down, to another slot) and removable; a drop target. */
function SlotEditor({ layout, slot, list, columns, names, onChange, label }: SlotEditorProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const others = slotsOf(layout).filter((s) => !sameSlot(s, slot));
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const payload = readPayload(event);
    if (!payload) return;
    if ("from" in payload) onChange(moveColumn(layout, payload.from, payload.index, slot));
    else onChange(addColumn(layout, slot, refOf(payload)));
  };
  return (
    <section
      className={`tessera-my-layout-slot${over ? " is-over" : ""}`}
      aria-label={label(slot)}
      data-testid="my-layout-slot"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <ul className="tessera-my-layout-list">
        {list.map((ref, index) => {
          const name = names.get(ref.alias) ?? ref.name ?? ref.alias;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same column may sit twice in a slot
              key={`${ref.alias}#${index}`}
              className="tessera-my-layout-column"
              draggable
              onDragStart={(event) => startDrag(event, { from: slot, index })}
            >
              <span className="tessera-my-layout-column-name">{name}</span>
              <ButtonGroup variant="minimal">
                <Button
                  size="small"
                  icon="arrow-up"
                  aria-label={`${t("myLayout.moveUp")} ${name}`}
                  title={t("myLayout.moveUp")}
                  disabled={index === 0}
                  onClick={() => onChange(shiftColumn(layout, slot, index, -1))}
                />
                <Button
                  size="small"
                  icon="arrow-down"
                  aria-label={`${t("myLayout.moveDown")} ${name}`}
                  title={t("myLayout.moveDown")}
                  disabled={index === list.length - 1}
                  onClick={() => onChange(shiftColumn(layout, slot, index, 1))}
                />
              </ButtonGroup>
              {others.length > 0 && (
                <HTMLSelect
                  minimal
                  aria-label={`${t("myLayout.moveTo")} ${name}`}
                  value=""
                  onChange={(event) => {
                    const to = others[Number(event.currentTarget.value)];
                    if (to) onChange(moveColumn(layout, slot, index, to));
                  }}
                  options={[
                    { value: "", label: t("myLayout.moveTo") },
                    ...others.map((s, i) => ({ value: String(i), label: label(s) })),
                  ]}
                />
              )}
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="cross"
                aria-label={`${t("myLayout.remove")} ${name}`}
                title={t("myLayout.remove")}
                onClick={() => onChange(removeColumn(layout, slot, index))}
              />
            </li>
          );
        })}
      </ul>
      <div className="tessera-my-layout-drop">{t("myLayout.dropHere")}</div>
      <HTMLSelect
        fill
        aria-label={`${t("myLayout.addColumn")} ${label(slot)}`}
        value=""
        disabled={columns.length === 0}
        onChange={(event) => {
          const column = columns.find((c) => c.alias === event.currentTarget.value);
          if (column) onChange(addColumn(layout, slot, refOf(column)));
        }}
        options={[
          { value: "", label: t("myLayout.addColumn") },
          ...columns.map((c) => ({ value: c.alias, label: c.name || c.alias })),
        ]}
      />
    </section>
  );
}

/**
 * v-myLayout (issue 5 §5, spec 2 §2.3): the user designs their own home. The layout's rows (grid rows
 * with their cells, tab containers with their tabs, single columns) take columns from the available list
 * by drag and drop or by keyboard-accessible selects and buttons; cells take a span of 24; a preview
 * renders the layout as /home would; save stores it as the user's own, reset (confirmed) drops it.
 */
export function MyLayoutPage({
  load = getDesignMyLayout,
  save = saveMyLayout,
  reset = resetMyLayout,
  loader,
}: MyLayoutPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    { status: "loading" } | { status: "error"; message: string } | { status: "done"; data: DesignMyLayout }
  >({ status: "loading" });
  const [layout, setLayout] = useState<HomeLayout>({ list: [] });
  const [dirty, setDirty] = useState(false);
  const [round, setRound] = useState(0);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const inDataRouter = !!useContext(UNSAFE_DataRouterContext);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per visit (and per retry/reset)
  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    load().then(
      (data) => {
        if (cancelled) return;
        setState({ status: "done", data });
        setLayout(normaliseLayout(data?.layout));
        setDirty(false);
      },
      (error: unknown) =>
        !cancelled && setState({ status: "error", message: describeFailure(error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [round]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const columns = state.status === "done" ? (state.data.columns ?? []) : [];
  const names = useMemo(() => new Map(columns.map((c) => [c.alias, c.name || c.alias])), [columns]);
  const label = useSlotLabel(layout);
  const change = useCallback((next: HomeLayout) => {
    setLayout(next);
    setDirty(true);
    setNotice(null);
  }, []);

  const onSave = async () => {
    setBusy(true);
    try {
      await save(layout);
      setDirty(false);
      setNotice({ intent: "success", text: t("myLayout.saved") });
    } catch (error) {
      setNotice({
        intent: "danger",
        text: t("myLayout.saveFailed", { message: describeFailure(error).message }),
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
        text: t("myLayout.resetFailed", { message: describeFailure(error).message }),
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
      {inDataRouter && <LeaveGuard when={dirty} />}
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
          onClick={() => change(addGridRow(layout))}
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
        <div className="tessera-my-layout-body">
          <aside className="tessera-my-layout-palette" aria-label={t("myLayout.columns")}>
            <h3 className="bp6-heading">{t("myLayout.columns")}</h3>
            <p className="bp6-text-muted">{t("myLayout.columnsHint")}</p>
            {columns.length === 0 && <p>{t("myLayout.noColumns")}</p>}
            <ul className="tessera-my-layout-list">
              {columns.map((column) => (
                <li
                  key={column.alias}
                  className="tessera-my-layout-column"
                  draggable
                  onDragStart={(event) => startDrag(event, { alias: column.alias, name: column.name })}
                >
                  <span className="tessera-my-layout-column-name">{column.name || column.alias}</span>
                  {column.catalogName && <Tag minimal>{column.catalogName}</Tag>}
                </li>
              ))}
            </ul>
          </aside>
          <div className="tessera-my-layout-rows">
            {layout.list.length === 0 && <Callout>{t("myLayout.empty")}</Callout>}
            {layout.list.map((item, row) => {
              const rowTitle = isGrid(item)
                ? t("myLayout.gridRow", { n: row + 1 })
                : isTab(item)
                  ? t("myLayout.tabRow", { n: row + 1 })
                  : t("myLayout.singleRow", { n: row + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no stable id (key is optional)
                <Card key={row} className="tessera-my-layout-row" data-testid="my-layout-row">
                  <div className="tessera-my-layout-row-head">
                    <strong>{item.name ? `${rowTitle} · ${String(item.name)}` : rowTitle}</strong>
                    <span className="tessera-my-layout-spacer" />
                    {isGrid(item) && (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="add-column-right"
                        text={t("myLayout.addCell")}
                        onClick={() => change(addCell(layout, row))}
                      />
                    )}
                    <Button
                      size="small"
                      variant="minimal"
                      icon="arrow-up"
                      aria-label={`${t("myLayout.moveUp")} ${rowTitle}`}
                      title={t("myLayout.moveUp")}
                      disabled={row === 0}
                      onClick={() => change(shiftRow(layout, row, -1))}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      icon="arrow-down"
                      aria-label={`${t("myLayout.moveDown")} ${rowTitle}`}
                      title={t("myLayout.moveDown")}
                      disabled={row === layout.list.length - 1}
                      onClick={() => change(shiftRow(layout, row, 1))}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      icon="trash"
                      aria-label={`${t("myLayout.removeRow")} ${rowTitle}`}
                      title={t("myLayout.removeRow")}
                      onClick={() => change(removeRow(layout, row))}
                    />
                  </div>
                  {isGrid(item) && (
                    <div className="tessera-my-layout-cells">
                      {item.columns.map((cell, index) => {
                        const slot = { row, cell: index };
                        return (
                          <div
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                            key={index}
                            className="tessera-my-layout-cell"
                            style={{ flexGrow: cell.span }}
                          >
                            <div className="tessera-my-layout-cell-head">
                              <span>{t("myLayout.cell", { n: index + 1 })}</span>
                              <span className="tessera-my-layout-span">
                                {t("myLayout.span")}
                                <NumericInput
                                  size="small"
                                  min={1}
                                  max={24}
                                  value={cell.span}
                                  clampValueOnBlur
                                  buttonPosition="none"
                                  inputClassName="tessera-my-layout-span-input"
                                  aria-label={`${t("myLayout.span")} ${label(slot)}`}
                                  onValueChange={(value) => {
                                    if (Number.isFinite(value) && value >= 1)
                                      change(setSpan(layout, row, index, value));
                                  }}
                                />
                              </span>
                              {item.columns.length > 1 && (
                                <Button
                                  size="small"
                                  variant="minimal"
                                  icon="cross"
                                  aria-label={`${t("myLayout.removeCell")} ${label(slot)}`}
                                  title={t("myLayout.removeCell")}
                                  onClick={() => change(removeCell(layout, row, index))}
                                />
                              )}
                            </div>
                            <SlotEditor
                              layout={layout}
                              slot={slot}
                              list={cell.list}
                              columns={columns}
                              names={names}
                              onChange={change}
                              label={label}
                            />
                          </div>
                        );
                      })}
                    </div>
                  )}
                  {isTab(item) && (
                    <div className="tessera-my-layout-cells">
                      {item.tabs.map((tab, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional
                        <div key={index} className="tessera-my-layout-cell">
                          <div className="tessera-my-layout-cell-head">
                            <span>{t("myLayout.tab", { name: tab.name })}</span>
                          </div>
                          <SlotEditor
                            layout={layout}
                            slot={{ row, tab: index }}
                            list={tab.list}
                            columns={columns}
                            names={names}
                            onChange={change}
                            label={label}
                          />
                        </div>
                      ))}
                    </div>
                  )}
                  {!isGrid(item) && !isTab(item) && (
                    <div className="tessera-my-layout-column">
                      <span className="tessera-my-layout-column-name">
                        {names.get((item as HomeColumnRef).alias) ?? (item as HomeColumnRef).alias}
                      </span>
                    </div>
                  )}
                </Card>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

export default MyLayoutPage;
