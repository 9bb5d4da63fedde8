import { Button, Card } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { HomeColumnRef } from "../../../../api/contract";
import {
  addCell,
  addTab,
  isGrid,
  isSingle,
  isTab,
  MAX_TABS,
  removeRow,
  renameTabRow,
  shiftRow,
} from "../../model/layoutEdit";
import { layoutName } from "../../model/layoutModel";
import { GridRowEditor } from "./GridRowEditor";
import { NameField } from "./NameField";
import { SingleRowEditor } from "./SingleRowEditor";
import type { DesignerProps } from "./SlotEditor";
import { TabRowEditor } from "./TabRowEditor";

/**
 * One row of the layout as a card: its title (a tab container's name can be edited), buttons to add a cell
 * or a tab, to move the row up or down and to remove it, then the row's cells, tabs or single column.
 */
export function RowCard({ row, ...designer }: DesignerProps & { row: number }) {
  const { layout, onChange } = designer;
  const { t, i18n } = useTranslation();
  const item = layout.list[row];
  const rowTitle = isGrid(item)
    ? t("myLayout.gridRow", { n: row + 1 })
    : isTab(item)
      ? t("myLayout.tabRow", { n: row + 1 })
      : t("myLayout.singleRow", { n: row + 1 });
  return (
    <Card className="tessera-my-layout-row" data-testid="my-layout-row">
      <div className="tessera-my-layout-row-head">
        <strong>
          {isGrid(item) && item.name ? `${rowTitle} · ${layoutName(item.name, i18n.language)}` : rowTitle}
        </strong>
        {isTab(item) && (
          <NameField
            value={layoutName(item.name, i18n.language)}
            label={`${t("myLayout.containerName")} ${rowTitle}`}
            onCommit={(name) => onChange(renameTabRow(layout, row, name))}
          />
        )}
        <span className="tessera-my-layout-spacer" />
        {isGrid(item) && (
          <Button
            size="small"
            variant="minimal"
            icon="add-column-right"
            text={t("myLayout.addCell")}
            aria-label={`${t("myLayout.addCell")} ${rowTitle}`}
            onClick={() => onChange(addCell(layout, row))}
          />
        )}
        {isTab(item) && (
          <Button
            size="small"
            variant="minimal"
            icon="add"
            text={t("myLayout.addTab")}
            aria-label={`${t("myLayout.addTab")} ${rowTitle}`}
            disabled={item.tabs.length >= MAX_TABS}
            onClick={() =>
              onChange(addTab(layout, row, t("myLayout.newTabName", { n: item.tabs.length + 1 })))
            }
          />
        )}
        <Button
          size="small"
          variant="minimal"
          icon="arrow-up"
          aria-label={`${t("myLayout.moveUp")} ${rowTitle}`}
          title={t("myLayout.moveUp")}
          disabled={row === 0}
          onClick={() => onChange(shiftRow(layout, row, -1))}
        />
        <Button
          size="small"
          variant="minimal"
          icon="arrow-down"
          aria-label={`${t("myLayout.moveDown")} ${rowTitle}`}
          title={t("myLayout.moveDown")}
          disabled={row === layout.list.length - 1}
          onClick={() => onChange(shiftRow(layout, row, 1))}
        />
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="trash"
          aria-label={`${t("myLayout.removeRow")} ${rowTitle}`}
          title={t("myLayout.removeRow")}
          onClick={() => onChange(removeRow(layout, row))}
        />
      </div>
      {isGrid(item) && <GridRowEditor {...designer} row={row} item={item} />}
      {isTab(item) && <TabRowEditor {...designer} row={row} item={item} rowTitle={rowTitle} />}
      {isSingle(item) && <SingleRowEditor {...designer} row={row} item={item as HomeColumnRef} />}
    </Card>
  );
}
