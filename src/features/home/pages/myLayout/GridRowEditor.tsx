import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { HomeGridItem } from "../../../../api/contract";
import { removeCell } from "../../model/layoutEdit";
import { type DesignerProps, SlotEditor } from "./SlotEditor";
import { SpanEditor } from "./SpanEditor";

/** The cells of a grid row: each with its width (span, per-breakpoint spans) and its columns. */
export function GridRowEditor({
  row,
  item,
  ...designer
}: DesignerProps & { row: number; item: HomeGridItem }) {
  const { layout, onChange, label } = designer;
  const { t } = useTranslation();
  return (
    <div className="tessera-my-layout-cells">
      {item.columns.map((column, index) => {
        const slot = { row, cell: index };
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
            key={index}
            className="tessera-my-layout-cell"
            style={{ flexGrow: column.span }}
          >
            <div className="tessera-my-layout-cell-head">
              <span>{t("myLayout.cell", { n: index + 1 })}</span>
              <SpanEditor
                layout={layout}
                row={row}
                cell={index}
                column={column}
                slotLabel={label(slot)}
                onChange={onChange}
              />
              {item.columns.length > 1 && (
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={`${t("myLayout.removeCell")} ${label(slot)}`}
                  title={t("myLayout.removeCell")}
                  onClick={() => onChange(removeCell(layout, row, index))}
                />
              )}
            </div>
            <SlotEditor {...designer} slot={slot} list={column.list} />
          </div>
        );
      })}
    </div>
  );
}
