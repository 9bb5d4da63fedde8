import { Button, ButtonGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { HomeTabItem } from "../../../../api/contract";
import { removeTab, renameTab, shiftTab } from "../../model/layoutEdit";
import { layoutName } from "../../model/layoutModel";
import { NameField } from "./NameField";
import { type DesignerProps, SlotEditor } from "./SlotEditor";

/**
 * The tabs of a tab container, in order: each with its name (required), buttons to move it left or right
 * and to remove it (the last tab takes the container with it), and its columns.
 */
export function TabRowEditor({
  row,
  item,
  rowTitle,
  ...designer
}: DesignerProps & { row: number; item: HomeTabItem; rowTitle: string }) {
  const { layout, onChange } = designer;
  const { t, i18n } = useTranslation();
  return (
    <div className="tessera-my-layout-cells">
      {item.tabs.map((tab, index) => {
        const which = `${rowTitle} ${t("myLayout.tabAt", { n: index + 1 })}`;
        const last = item.tabs.length === 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional
          <div key={index} className="tessera-my-layout-cell" data-testid="my-layout-tab">
            <div className="tessera-my-layout-cell-head">
              <NameField
                value={layoutName(tab.name, i18n.language)}
                label={`${t("myLayout.tabName")} ${which}`}
                onCommit={(name) => onChange(renameTab(layout, row, index, name))}
              />
              <ButtonGroup variant="minimal">
                <Button
                  size="small"
                  icon="arrow-left"
                  aria-label={`${t("myLayout.moveLeft")} ${which}`}
                  title={t("myLayout.moveLeft")}
                  disabled={index === 0}
                  onClick={() => onChange(shiftTab(layout, row, index, -1))}
                />
                <Button
                  size="small"
                  icon="arrow-right"
                  aria-label={`${t("myLayout.moveRight")} ${which}`}
                  title={t("myLayout.moveRight")}
                  disabled={index === item.tabs.length - 1}
                  onClick={() => onChange(shiftTab(layout, row, index, 1))}
                />
                <Button
                  size="small"
                  intent="danger"
                  icon="cross"
                  aria-label={`${t("myLayout.removeTab")} ${which}`}
                  title={last ? t("myLayout.removeLastTab") : t("myLayout.removeTab")}
                  onClick={() => onChange(removeTab(layout, row, index))}
                />
              </ButtonGroup>
            </div>
            <SlotEditor {...designer} slot={{ row, tab: index }} list={tab.list} />
          </div>
        );
      })}
    </div>
  );
}
