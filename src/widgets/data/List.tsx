import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ref } from "../../engine";
import { renderTemplate } from "../layout/Template";
import { type WidgetError, WidgetState } from "../status/WidgetState";
import { rowKeyOf, type TableRow } from "./tableModel";
import "./data.css";

/** Home list widgets show 7 rows by default (spec 3 §9). */
export const LIST_DEFAULT_SIZE = 7;

export interface ListProps {
  items: TableRow[];
  /** A mustache template per item (`{{fbt}} {{fkssj}}`), sanitised; or use renderItem. */
  itemTemplate?: string;
  renderItem?: (item: TableRow, index: number) => ReactNode;
  /** The field that identifies an item (default "id"). */
  rowKey?: string;
  /** At most this many items (default: all). */
  maxItems?: number;
  /** Makes each item a button. */
  onItemClick?: (item: TableRow, index: number) => void;
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
  emptyText?: string;
  className?: string;
}

/** A simple list of items (notices, news, done instances) with an item template. */
export function List({
  items,
  itemTemplate,
  renderItem,
  rowKey = "id",
  maxItems,
  onItemClick,
  loading,
  error,
  onRetry,
  emptyText,
  className,
}: ListProps) {
  const { t } = useTranslation();
  const shown = useMemo(() => (maxItems ? items.slice(0, maxItems) : items), [items, maxItems]);
  const content = (item: TableRow, index: number): ReactNode => {
    if (renderItem) return renderItem(item, index);
    if (itemTemplate) {
      return (
        <span
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderTemplate sanitises its output (DOMPurify)
          dangerouslySetInnerHTML={{ __html: renderTemplate(itemTemplate, item) }}
        />
      );
    }
    return String(item.title ?? item.name ?? item.subject ?? "");
  };
  return (
    <WidgetState
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={shown.length === 0}
      emptyText={emptyText ?? t("widgets.list.empty")}
    >
      <ul className={className ? `tessera-list ${className}` : "tessera-list"}>
        {shown.map((item, index) => (
          <li key={rowKeyOf(item, rowKey, index)} className="tessera-list-item">
            <div className="tessera-list-item-body">
              {onItemClick ? (
                <button
                  type="button"
                  className="tessera-list-item-button"
                  onClick={() => onItemClick(item, index)}
                >
                  {content(item, index)}
                </button>
              ) : (
                content(item, index)
              )}
            </div>
          </li>
        ))}
      </ul>
    </WidgetState>
  );
}

/** JSON Schema of the list widget's props (items come from a data source bound by the engine). */
export const listPropsSchema = {
  type: "object",
  properties: {
    source: ref.dataSource,
    itemTemplate: ref.template,
    rowKey: { type: "string", default: "id" },
    maxItems: { type: "integer", minimum: 1 },
    emptyText: ref.text,
    onItemClick: ref.actions,
  },
  additionalProperties: false,
} as const;
