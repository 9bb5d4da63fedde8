import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ref } from "../../engine";
import { clampPage, PAGER_COUNT, pageCountOf, pagerItems } from "./pager";
import "./data.css";

/** The parts of the pagination bar, in the order written (el-pagination's `layout`). */
export type PaginationPart = "total" | "sizes" | "prev" | "pager" | "next" | "jumper";

export const DEFAULT_PAGINATION_LAYOUT = "total, sizes, prev, pager, next, jumper";
/** Page sizes of chart tables and the default of list tables (spec 3 §9). */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

/** Reads a layout string ("total, prev, pager, next") into its known parts, in order. */
export function parseLayout(layout: string): PaginationPart[] {
  const known: PaginationPart[] = ["total", "sizes", "prev", "pager", "next", "jumper"];
  return layout
    .split(",")
    .map((part) => part.trim())
    .filter((part): part is PaginationPart => (known as string[]).includes(part));
}

export interface PaginationProps {
  total: number;
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** The page sizes offered by "sizes" (default 10, 20, 50, 100). */
  pageSizes?: readonly number[];
  /** Which parts to show, in order (default "total, sizes, prev, pager, next, jumper"). */
  layout?: string;
  /** Pager buttons at most (default 7). */
  pagerCount?: number;
  /**
   * A new page or page size. A new page size goes back to page 1 (the rows of the old page are spread
   * over other pages anyway).
   */
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
  className?: string;
}

/** A pagination bar: total, page sizes, previous, pager, next and a jumper. */
export function Pagination({
  total,
  page,
  pageSize,
  pageSizes = DEFAULT_PAGE_SIZES,
  layout = DEFAULT_PAGINATION_LAYOUT,
  pagerCount = PAGER_COUNT,
  onChange,
  disabled,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const go = (next: number) => {
    const target = clampPage(next, pageCount);
    if (target !== current) onChange(target, pageSize);
  };
  const jump = Math.max(1, pagerCount - 2);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  const parts: Record<PaginationPart, () => React.ReactNode> = {
    total: () => (
      <span key="total" className="tessera-pagination-total">
        {t("widgets.pagination.total", { total })}
      </span>
    ),
    sizes: () => (
      <HTMLSelect
        key="sizes"
        aria-label={t("widgets.pagination.pageSizeLabel")}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        options={sizes.map((size) => ({ value: size, label: t("widgets.pagination.pageSize", { size }) }))}
      />
    ),
    prev: () => (
      <Button
        key="prev"
        variant="minimal"
        icon="chevron-left"
        aria-label={t("widgets.pagination.prev")}
        disabled={disabled || current <= 1}
        onClick={() => go(current - 1)}
      />
    ),
    pager: () => (
      <ul key="pager" className="tessera-pager">
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button
                variant={item === current ? "solid" : "minimal"}
                intent={item === current ? "primary" : "none"}
                text={item}
                aria-label={t("widgets.pagination.page", { page: item })}
                aria-current={item === current ? "page" : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              />
            </li>
          ) : (
            <li key={item}>
              <Button
                variant="minimal"
                icon={item === "prev-more" ? "double-chevron-left" : "double-chevron-right"}
                aria-label={t(
                  item === "prev-more" ? "widgets.pagination.morePrev" : "widgets.pagination.moreNext",
                  {
                    count: jump,
                  },
                )}
                disabled={disabled}
                onClick={() => go(item === "prev-more" ? current - jump : current + jump)}
              />
            </li>
          ),
        )}
      </ul>
    ),
    next: () => (
      <Button
        key="next"
        variant="minimal"
        icon="chevron-right"
        aria-label={t("widgets.pagination.next")}
        disabled={disabled || current >= pageCount}
        onClick={() => go(current + 1)}
      />
    ),
    jumper: () => <Jumper key="jumper" page={current} disabled={disabled} onJump={go} />,
  };

  return (
    <nav
      className={className ? `tessera-pagination ${className}` : "tessera-pagination"}
      aria-label={t("widgets.pagination.label")}
    >
      {parseLayout(layout).map((part) => parts[part]())}
    </nav>
  );
}

/** "前往 [n] 页": jumps on Enter or when it loses focus; out-of-range numbers are clamped. */
function Jumper({
  page,
  disabled,
  onJump,
}: {
  page: number;
  disabled?: boolean;
  onJump: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);
  const commit = () => {
    const value = Number.parseInt(text, 10);
    if (Number.isNaN(value)) setText(String(page));
    else onJump(value);
  };
  return (
    <span className="tessera-pagination-jumper">
      {t("widgets.pagination.jumpBefore")}
      <InputGroup
        size="small"
        inputMode="numeric"
        aria-label={t("widgets.pagination.jumpLabel")}
        value={text}
        disabled={disabled}
        onValueChange={(value) => setText(value.replace(/[^\d]/g, ""))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      {t("widgets.pagination.jumpAfter")}
    </span>
  );
}

/** JSON Schema of the pagination widget's props (page and total are bound by the engine). */
export const paginationPropsSchema = {
  type: "object",
  properties: {
    /** The number of rows (usually `{"var": "orders.total"}`). */
    total: ref.expression,
    /** The scope variable holding `{page, pageSize}` (the list's source reads it). */
    stateName: { type: "string", pattern: "^[A-Za-z_][\\w.]*$" },
    pageSizes: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1 },
    layout: { type: "string", default: DEFAULT_PAGINATION_LAYOUT },
    pagerCount: { type: "integer", minimum: 5, maximum: 21, default: PAGER_COUNT },
    onChange: ref.actions,
  },
  required: ["total", "stateName"],
  additionalProperties: false,
} as const;
