import { HTMLSelect } from "@blueprintjs/core";
import { type DragEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HomeColumnRef, HomeLayout } from "../../../../api/contract";
import { type DragPayload, dropAsRow, readPayload, startDrag } from "../../model/dragData";
import { moveToSlot, slotsOf } from "../../model/layoutEdit";
import type { DesignerProps } from "./SlotEditor";

/** Drag-over handlers of a drop target that lights up while something is over it. */
function useDropTarget(onPayload: (payload: DragPayload) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const payload = readPayload(event);
        if (payload) onPayload(payload);
      },
    },
  };
}

/**
 * A single-column row: its column can be dragged (between rows, into a cell or tab) or moved into a cell or
 * tab with "移到…" (the row then disappears). Dropping a column on it adds a new single-column row after it.
 */
export function SingleRowEditor({
  row,
  item,
  layout,
  names,
  onChange,
  label,
}: Pick<DesignerProps, "layout" | "names" | "onChange" | "label"> & { row: number; item: HomeColumnRef }) {
  const { t } = useTranslation();
  const name = names.get(item.alias) ?? item.name ?? item.alias;
  const slots = slotsOf(layout);
  const { over, handlers } = useDropTarget((payload) => {
    if (!("from" in payload && "single" in payload.from && payload.from.row === row))
      onChange(dropAsRow(layout, payload, row + 1));
  });
  return (
    <div
      className={`tessera-my-layout-single${over ? " is-over" : ""}`}
      data-testid="my-layout-single"
      {...handlers}
    >
      <ul className="tessera-my-layout-list">
        <li
          className="tessera-my-layout-column"
          draggable
          onDragStart={(event) => startDrag(event, { from: { row, single: true }, index: 0 })}
        >
          <span className="tessera-my-layout-column-name">{name}</span>
          {slots.length > 0 && (
            <HTMLSelect
              minimal
              aria-label={`${t("myLayout.moveTo")} ${name}`}
              value=""
              onChange={(event) => {
                const to = slots[Number(event.currentTarget.value)];
                if (event.currentTarget.value !== "" && to)
                  onChange(moveToSlot(layout, { row, single: true }, 0, to));
              }}
              options={[
                { value: "", label: t("myLayout.moveTo") },
                ...slots.map((s, i) => ({ value: String(i), label: label(s) })),
              ]}
            />
          )}
        </li>
      </ul>
      <div className="tessera-my-layout-drop">{t("myLayout.dropAfter")}</div>
    </div>
  );
}

/** The gap before row `at` (or after the last): a column dropped there becomes a single-column row. */
export function RowGap({
  layout,
  at,
  onChange,
}: {
  layout: HomeLayout;
  at: number;
  onChange: (next: HomeLayout) => void;
}) {
  const { t } = useTranslation();
  const { over, handlers } = useDropTarget((payload) => onChange(dropAsRow(layout, payload, at)));
  return (
    <div
      className={`tessera-my-layout-gap${over ? " is-over" : ""}`}
      data-testid="my-layout-gap"
      {...handlers}
    >
      {over ? t("myLayout.dropAsRow") : null}
    </div>
  );
}
