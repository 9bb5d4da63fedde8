import { Button, ButtonGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { HomeColumnRef, HomeColumnSummary, HomeLayout } from "../../../../api/contract";
import {
  addColumn,
  type LayoutSlot,
  moveToOwnRow,
  moveToSlot,
  refOf,
  removeColumn,
  sameSlot,
  shiftColumn,
  slotsOf,
} from "../../model/layoutEdit";
import { DraggableColumn, useDropTarget } from "./LayoutDnd";

/** What every part of the designer gets: the layout, the columns the user may place, and how to change it. */
export interface DesignerProps {
  layout: HomeLayout;
  columns: HomeColumnSummary[];
  /** Column names by alias. */
  names: Map<string, string>;
  onChange: (next: HomeLayout) => void;
  /** The label of a slot ("第1行 格子 2", "第2行 标签 督办"). */
  label: (slot: LayoutSlot) => string;
}

/** The value of the "移到…" option that moves a column to a single-column row after its row. */
export const OWN_ROW = "own";

interface SlotEditorProps extends DesignerProps {
  slot: LayoutSlot;
  list: HomeColumnRef[];
}

/**
 * The columns of one cell or tab: each movable (up, down, to another slot or to a row of its own) and
 * removable (or dragged); the slot is a drop target for columns of the list and placed columns.
 */
export function SlotEditor({ layout, slot, list, columns, names, onChange, label }: SlotEditorProps) {
  const { t } = useTranslation();
  const others = slotsOf(layout).filter((s) => !sameSlot(s, slot));
  const { ref, over } = useDropTarget({ kind: "slot", slot }, label(slot));
  return (
    <section
      ref={ref}
      className={`tessera-my-layout-slot${over ? " is-over" : ""}`}
      aria-label={label(slot)}
      data-testid="my-layout-slot"
    >
      <ul className="tessera-my-layout-list">
        {list.map((ref, index) => {
          const name = names.get(ref.alias) ?? ref.name ?? ref.alias;
          return (
            <DraggableColumn
              // biome-ignore lint/suspicious/noArrayIndexKey: the same column may sit twice in a slot
              key={`${ref.alias}#${index}`}
              source={{ from: slot, index }}
              name={name}
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
              <HTMLSelect
                minimal
                aria-label={`${t("myLayout.moveTo")} ${name}`}
                value=""
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  const to = value === "" ? undefined : others[Number(value)];
                  if (value === OWN_ROW) onChange(moveToOwnRow(layout, slot, index, slot.row + 1));
                  else if (to) onChange(moveToSlot(layout, slot, index, to));
                }}
                options={[
                  { value: "", label: t("myLayout.moveTo") },
                  { value: OWN_ROW, label: t("myLayout.moveToOwnRow") },
                  ...others.map((s, i) => ({ value: String(i), label: label(s) })),
                ]}
              />
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="cross"
                aria-label={`${t("myLayout.remove")} ${name}`}
                title={t("myLayout.remove")}
                onClick={() => onChange(removeColumn(layout, slot, index))}
              />
            </DraggableColumn>
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
