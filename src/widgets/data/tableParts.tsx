import { Button, Checkbox } from "@blueprintjs/core";
import { type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TableSort } from "./tableModel";

/** A column header's name with its sort button (none → ASC → DESC → none). */
export function SortableHeader({
  name,
  field,
  sortable,
  sort,
  onSort,
}: {
  name: string;
  field: string;
  sortable: boolean;
  sort: TableSort | null;
  onSort: (field: string) => void;
}) {
  const { t } = useTranslation();
  const active = sort?.field === field ? sort.direction : undefined;
  return (
    <span className="tessera-table-header">
      <span className="tessera-table-header-name" title={name}>
        {name}
      </span>
      {sortable && (
        <Button
          variant="minimal"
          size="small"
          className="tessera-table-sort"
          icon={active === undefined ? "double-caret-vertical" : active === "ASC" ? "sort-asc" : "sort-desc"}
          aria-label={t("widgets.table.sortBy", { column: name })}
          aria-pressed={active !== undefined}
          data-direction={active}
          onClick={() => onSort(field)}
        />
      )}
    </span>
  );
}

/** The select-all checkbox of a multiple-selection table (checked, mixed or empty for this page). */
export function SelectAllHeader({
  all,
  some,
  onToggle,
}: {
  all: boolean;
  some: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      className="tessera-table-check"
      aria-label={t("widgets.table.selectAll")}
      checked={all}
      indeterminate={some && !all}
      onChange={onToggle}
    />
  );
}

/** The width of an element, following resizes (0 until measured, and where ResizeObserver is missing). */
export function useContainerWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
