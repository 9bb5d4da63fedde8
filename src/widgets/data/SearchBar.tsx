import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { DateRangeInput } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import { isValid, parse } from "date-fns";
import { enUS, zhCN } from "date-fns/locale";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QueryField } from "../../api/contract";
import { buildQuerys, defaultValues, operationOf, type SearchField, type SearchValue } from "./searchQuery";
import "./data.css";

function toDate(value: Date | string | null | undefined): Date | null {
  if (value instanceof Date) return value;
  if (!value) return null;
  const parsed = parse(value.slice(0, 10), "yyyy-MM-dd", new Date());
  return isValid(parsed) ? parsed : null;
}

export interface SearchBarProps {
  fields: SearchField[];
  /** The QueryFilter `querys` of the filled fields, on 搜索, on Enter and after 重置. */
  onSearch: (querys: QueryField[]) => void;
  /** The values the querys came from, just before each onSearch (to keep them, e.g. in the URL). */
  onValues?: (values: Record<string, SearchValue>) => void;
  /** The values the bar starts with (e.g. read from the URL); default: the fields' default values. */
  initialValues?: Record<string, SearchValue>;
  /** Time of day added to the start and end of date ranges (default 00:00:00 and 23:59:59). */
  timeRange?: [string, string];
  disabled?: boolean;
  className?: string;
}

/**
 * The date range's target element: the popover marks its target aria-expanded/aria-haspopup, which a
 * group of two text boxes may not carry (each box opens the calendar on focus by itself).
 */
function RangeGroup({
  "aria-expanded": _expanded,
  "aria-haspopup": _haspopup,
  ...props
}: ComponentProps<"div">) {
  return <div {...props} />;
}

/** A row of search conditions (LIKE text, ranges, dates, choices) that emits a QueryFilter `querys`. */
export function SearchBar({
  fields,
  onSearch,
  onValues,
  initialValues,
  timeRange,
  disabled,
  className,
}: SearchBarProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Record<string, SearchValue>>(
    () => initialValues ?? defaultValues(fields),
  );
  const set = (field: string, value: SearchValue) => setValues((prev) => ({ ...prev, [field]: value }));
  const search = (current = values) => {
    onValues?.(current);
    onSearch(buildQuerys(fields, current, timeRange));
  };
  const reset = () => {
    const initial = defaultValues(fields);
    setValues(initial);
    search(initial);
  };
  const dateLocale = i18n.language === "en-US" ? enUS : zhCN;
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key === "Enter") search();
  };

  const input = (field: SearchField) => {
    const id = `tessera-search-${field.field.replace(/[^\w-]/g, "_")}`;
    const value = values[field.field];
    const placeholder = field.placeholder ?? t("widgets.search.placeholder", { label: field.label });
    if (operationOf(field) === "BETWEEN") {
      const [start, end] = Array.isArray(value) ? value : [null, null];
      if (field.type === "date") {
        return (
          <DateRangeInput
            value={[toDate(start), toDate(end)]}
            onChange={(range) => set(field.field, [range[0], range[1]])}
            dateFnsFormat="yyyy-MM-dd"
            locale={dateLocale}
            shortcuts={false}
            allowSingleDayRange
            disabled={disabled}
            // A component where a tag name is expected: Blueprint only passes it to createElement.
            popoverProps={{ targetTagName: RangeGroup as unknown as "div" }}
            invalidDateMessage={t("widgets.search.invalidDate")}
            outOfRangeMessage={t("widgets.search.outOfRange")}
            overlappingDatesMessage={t("widgets.search.overlapping")}
            startInputProps={{
              id,
              "aria-label": `${field.label} ${t("widgets.search.startDate")}`,
              placeholder: t("widgets.search.startDate"),
            }}
            endInputProps={{
              "aria-label": `${field.label} ${t("widgets.search.endDate")}`,
              placeholder: t("widgets.search.endDate"),
            }}
          />
        );
      }
      const edge = (which: 0 | 1) => (
        <InputGroup
          id={which === 0 ? id : undefined}
          aria-label={`${field.label} ${t(which === 0 ? "widgets.search.from" : "widgets.search.to")}`}
          placeholder={t(which === 0 ? "widgets.search.from" : "widgets.search.to")}
          inputMode={field.type === "number" ? "decimal" : undefined}
          value={String((which === 0 ? start : end) ?? "")}
          disabled={disabled}
          onValueChange={(text) =>
            set(field.field, which === 0 ? [text, end ?? null] : [start ?? null, text])
          }
          onKeyDown={onEnter}
        />
      );
      return (
        <span className="tessera-search-range">
          {edge(0)}—{edge(1)}
        </span>
      );
    }
    if (field.type === "select") {
      return (
        <HTMLSelect
          id={id}
          value={typeof value === "string" ? value : ""}
          disabled={disabled}
          onChange={(event) => set(field.field, event.currentTarget.value)}
          options={[{ label: t("widgets.search.any"), value: "" }, ...(field.options ?? [])]}
        />
      );
    }
    return (
      <InputGroup
        id={id}
        placeholder={placeholder}
        inputMode={field.type === "number" ? "decimal" : undefined}
        value={typeof value === "string" ? value : ""}
        disabled={disabled}
        onValueChange={(text) => set(field.field, text)}
        onKeyDown={onEnter}
      />
    );
  };

  return (
    <form
      className={className ? `tessera-search-bar ${className}` : "tessera-search-bar"}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      {fields.map((field) => (
        <FormGroup
          key={field.field}
          inline
          label={field.label}
          labelFor={`tessera-search-${field.field.replace(/[^\w-]/g, "_")}`}
        >
          {input(field)}
        </FormGroup>
      ))}
      <div className="tessera-search-actions">
        <Button
          type="submit"
          intent="primary"
          icon="search"
          text={t("widgets.search.search")}
          disabled={disabled}
        />
        <Button icon="reset" text={t("widgets.search.reset")} disabled={disabled} onClick={reset} />
      </div>
    </form>
  );
}
