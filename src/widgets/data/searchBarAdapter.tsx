import { useMemo } from "react";
import type { Text } from "../../engine";
import type { WidgetProps } from "../../engine/react";
import { SearchBar } from "./SearchBar";
import type { SearchField } from "./searchQuery";

interface SearchFieldNode extends Omit<SearchField, "label" | "placeholder" | "options"> {
  label: Text;
  placeholder?: Text;
  options?: { label: Text; value: string }[];
}

/** The search-bar node: `onSearch` actions receive the QueryFilter `querys` as `$event`. */
export default function SearchBarWidget({
  props,
  run,
  text,
  disabled,
}: WidgetProps<{ fields: SearchFieldNode[]; timeRange?: [string, string] }>) {
  const fields = useMemo(
    () =>
      props.fields.map((field) => ({
        ...field,
        label: text(field.label),
        placeholder: field.placeholder ? text(field.placeholder) : undefined,
        options: field.options?.map((option) => ({ ...option, label: text(option.label) })),
      })),
    [props.fields, text],
  );
  return (
    <SearchBar
      fields={fields}
      timeRange={props.timeRange}
      disabled={disabled}
      onSearch={(querys) => void run("onSearch", { $event: querys })}
    />
  );
}
