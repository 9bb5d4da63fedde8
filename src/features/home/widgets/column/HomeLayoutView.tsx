import { Tab, Tabs, Tooltip } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HomeColumnRef, HomeGridItem, HomeLayout, HomeTabItem } from "../../../../api/contract";
import { Grid, GridCol } from "../../../../widgets/layout/Grid";
import {
  aliasesOf,
  cellSpans,
  isColumnRef,
  isGrid,
  isTabs,
  layoutName,
  tabLabel,
} from "../../model/layoutModel";
import { useColumnLoader } from "./ColumnLoaderContext";
import { HomeColumn } from "./HomeColumn";
import "./homeColumn.css";
import "./homePhone.css";

export interface HomeLayoutViewProps {
  layout: HomeLayout;
  /** Shows columns the user may not see (the designer's preview). */
  preview?: boolean;
}

/** A stable key of a column on a layout. */
const refKey = (ref: HomeColumnRef, index: number) => `${ref.key ?? ref.alias}#${index}`;

/** The columns of a cell or tab, one under the other. */
function ColumnList({ list, preview }: { list: HomeColumnRef[]; preview?: boolean }) {
  return (list ?? [])
    .filter((ref) => typeof ref?.alias === "string" && ref.alias)
    .map((ref, i) => <HomeColumn key={refKey(ref, i)} alias={ref.alias} preview={preview} />);
}

/** A grid row on the kit's grid: cells spanning their share of 24 per breakpoint (the kit's media queries). */
function GridRow({ item, homeType, preview }: { item: HomeGridItem; homeType?: string; preview?: boolean }) {
  const gutter = Number(item.options?.gutter);
  return (
    <Grid
      className="tessera-home-row"
      gutter={Number.isFinite(gutter) && gutter >= 0 ? gutter : 16}
      align="top"
      data-testid="home-grid"
    >
      {(item.columns ?? []).map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: grid cells have no id of their own
        <GridCol key={i} className="tessera-home-cell" {...cellSpans(cell, homeType)}>
          <div className="tessera-home-cell-list">
            <ColumnList list={cell.list} preview={preview} />
          </div>
        </GridCol>
      ))}
    </Grid>
  );
}

/** A tab container (with its name above, when it has one): labels over 10 characters are cut, with the whole label in a tooltip. */
function TabGroup({ item, index, preview }: { item: HomeTabItem; index: number; preview?: boolean }) {
  const { i18n } = useTranslation();
  const tabs = item.tabs ?? [];
  const [selected, setSelected] = useState<string>("0");
  // Names may be translation maps (a layout being designed keeps them): shown in the page's language.
  const groupName = layoutName(item.name, i18n.language);
  const id = `home-tabs-${item.key ?? index}`;
  if (tabs.length === 0) return null;
  const group = (
    <Tabs
      id={id}
      className="tessera-home-tabs"
      selectedTabId={selected}
      onChange={(next) => setSelected(String(next))}
      renderActiveTabPanelOnly
    >
      {tabs.map((tab, i) => {
        const name = layoutName(tab.name, i18n.language);
        const label = tabLabel(name);
        return (
          <Tab
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are identified by their position
            key={i}
            id={String(i)}
            title={
              label.truncated ? (
                <Tooltip content={name} placement="top">
                  <span title={name}>{label.text}</span>
                </Tooltip>
              ) : (
                name
              )
            }
            panel={
              <div className="tessera-home-tab-panel">
                <ColumnList list={tab.list} preview={preview} />
              </div>
            }
          />
        );
      })}
    </Tabs>
  );
  // A named container shows its name above its tabs (the name is the container's, the labels the tabs').
  return groupName ? (
    <section className="tessera-home-tab-group" aria-label={groupName}>
      <h4 className="bp6-heading tessera-home-tab-group-title">{groupName}</h4>
      {group}
    </section>
  ) : (
    group
  );
}

/**
 * The home layout (CONTRACT.md §7.1): rows of grids, tab containers and single full-width columns, in
 * order. The definitions of every column of the layout (hidden tabs too) are asked for on mount, so
 * the page's batching loader sends them all in one getDatasByAlias.
 */
export function HomeLayoutView({ layout, preview }: HomeLayoutViewProps) {
  const items = layout.list ?? [];
  const loader = useColumnLoader();
  useEffect(() => {
    for (const alias of new Set((layout.list ?? []).flatMap(aliasesOf))) {
      if (alias) loader.load(alias).catch(() => undefined); // the column itself shows a failure
    }
  }, [layout, loader]);
  return (
    <div className="tessera-home-layout">
      {items.map((item, i) => {
        const key = `${(item as { key?: string }).key ?? ""}#${i}`;
        if (isGrid(item))
          return <GridRow key={key} item={item} homeType={layout.homeType} preview={preview} />;
        if (isTabs(item)) return <TabGroup key={key} item={item} index={i} preview={preview} />;
        if (isColumnRef(item)) return <HomeColumn key={key} alias={item.alias} preview={preview} />;
        return null;
      })}
    </div>
  );
}
