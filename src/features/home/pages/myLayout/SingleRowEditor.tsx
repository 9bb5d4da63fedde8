import { HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { HomeColumnRef, HomeLayout } from "../../../../api/contract";
import { moveToSlot, slotsOf } from "../../model/layoutEdit";
import { DraggableColumn, useDropTarget } from "./LayoutDnd";
import type { DesignerProps } from "./SlotEditor";

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
  const { ref, over } = useDropTarget(
    { kind: "single", row },
    t("myLayout.dnd.afterSingle", { row: t("myLayout.singleRow", { n: row + 1 }) }),
  );
  return (
    <div
      ref={ref}
      className={`tessera-my-layout-single${over ? " is-over" : ""}`}
      data-testid="my-layout-single"
    >
      <ul className="tessera-my-layout-list">
        <DraggableColumn source={{ from: { row, single: true }, index: 0 }} name={name}>
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
        </DraggableColumn>
      </ul>
      <div className="tessera-my-layout-drop">{t("myLayout.dropAfter")}</div>
    </div>
  );
}

/** The gap before row `at` (or after the last): a column dropped there becomes a single-column row. */
export function RowGap({ layout, at }: { layout: HomeLayout; at: number }) {
  const { t } = useTranslation();
  const { ref, over, dragging } = useDropTarget(
    { kind: "gap", at },
    at < layout.list.length ? t("myLayout.dnd.gapBefore", { n: at + 1 }) : t("myLayout.dnd.gapAtEnd"),
  );
  return (
    <div
      ref={ref}
      className={`tessera-my-layout-gap${over ? " is-over" : ""}${dragging ? " is-armed" : ""}`}
      data-testid="my-layout-gap"
    >
      {over ? t("myLayout.dropAsRow") : null}
    </div>
  );
}
