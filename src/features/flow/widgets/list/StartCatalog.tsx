import { Button, ButtonGroup, H6, InputGroup } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BpmDefinitionRow, SysType } from "../../../../api/contract";
import { type WidgetError, WidgetState } from "../../../../widgets/status/WidgetState";
import { FlowTile } from "./FlowTile";
import { filterFlows, flowIcon, groupFlows } from "./startFlows";
import "./flowList.css";

export interface StartCatalogProps {
  flows: readonly BpmDefinitionRow[];
  /** FLOW_TYPE categories (getTypesByKey). */
  types: readonly SysType[];
  onStart: (flow: BpmDefinitionRow) => void;
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
  emptyText?: string;
}

const ALL = "";

/**
 * The startable flows (spec 2 §2.6): category buttons (全部 and each FLOW_TYPE category with flows,
 * with counts), a name filter, and the flows as tiles grouped by category.
 */
export function StartCatalog({
  flows,
  types,
  onStart,
  loading,
  error,
  onRetry,
  emptyText,
}: StartCatalogProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState(ALL);
  const [keyword, setKeyword] = useState("");
  const groups = useMemo(() => groupFlows(filterFlows(flows, keyword), types), [flows, types, keyword]);
  const allGroups = useMemo(() => groupFlows(flows, types), [flows, types]);
  const keyOf = (type: { id: string } | null) => type?.id ?? "-";
  const shown = category === ALL ? groups : groups.filter((g) => keyOf(g.type) === category);
  const nameOf = (type: { name: string } | null) => type?.name ?? t("flow.start.uncategorized");
  // Each flow keeps its palette colour whatever the filter shows.
  const position = useMemo(() => new Map(flows.map((flow, i) => [flow.id, i])), [flows]);

  return (
    <div className="tessera-flow-catalog">
      <div className="tessera-flow-catalog-bar">
        <ButtonGroup className="tessera-flow-categories" aria-label={t("flow.start.categories")}>
          <Button
            text={t("flow.start.all")}
            active={category === ALL}
            aria-pressed={category === ALL}
            onClick={() => setCategory(ALL)}
          />
          {allGroups.map((group) => (
            <Button
              key={keyOf(group.type)}
              text={`${nameOf(group.type)} (${group.flows.length})`}
              active={category === keyOf(group.type)}
              aria-pressed={category === keyOf(group.type)}
              onClick={() => setCategory(keyOf(group.type))}
            />
          ))}
        </ButtonGroup>
        <InputGroup
          type="search"
          leftIcon="search"
          className="tessera-flow-catalog-search"
          aria-label={t("flow.search.flowPlaceholder")}
          placeholder={t("flow.search.flowPlaceholder")}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      </div>
      <WidgetState
        loading={loading && flows.length === 0}
        error={error}
        onRetry={onRetry}
        empty={shown.length === 0}
        emptyText={emptyText ?? t("flow.empty.flows")}
        minHeight={160}
      >
        {shown.map((group) => (
          <section key={keyOf(group.type)} className="tessera-flow-group" aria-label={nameOf(group.type)}>
            <H6 className="tessera-flow-group-title">
              {nameOf(group.type)}
              <span className="tessera-flow-group-count">
                {t("flow.start.count", { count: group.flows.length })}
              </span>
            </H6>
            <div className="tessera-flow-tiles">
              {group.flows.map((flow) => (
                <FlowTile
                  key={flow.id}
                  name={flow.name}
                  icon={flowIcon(flow, position.get(flow.id) ?? 0)}
                  onClick={() => onStart(flow)}
                />
              ))}
            </div>
          </section>
        ))}
      </WidgetState>
    </div>
  );
}
