import { Button, Icon, Intent, Menu, MenuItem, Spinner, type TagProps } from "@blueprintjs/core";
import { type ItemListRenderer, type ItemRenderer, MultiSelect } from "@blueprintjs/select";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ColumnRightKind, ColumnRightOption } from "../../../../api/contract";
import { toCallFailure } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import type { DesignerApi } from "./designerApi";

/** How long the search waits after the last keystroke before asking the server. */
export const RIGHT_SEARCH_DEBOUNCE_MS = 250;

/** The red of an error inside the picker (Blueprint red3, as the home columns' errors). */
const ERROR_RED = "#cd4246";

export interface RightPickerProps {
  kind: ColumnRightKind;
  /** The search input's id (the form label's `htmlFor`). */
  inputId: string;
  /** The stored values: role aliases, org ids or user ids. */
  values: string[];
  onChange: (values: string[]) => void;
  /** The server call (designerApi.rightOptions). */
  search: DesignerApi["rightOptions"];
}

/** A selected value: its option when known, or the raw id (`unknown` once the server said it is gone). */
type Picked = ColumnRightOption & { unknown?: boolean };

type Search =
  | { status: "loading" }
  | { status: "done"; items: ColumnRightOption[] }
  | { status: "error"; message: string };

const messageOf = (failure: unknown) => toCallFailure(failure).message;

/**
 * One display-right list of a column as a Blueprint MultiSelect: the stored ids shown as removable tags
 * with their names (looked up once through `ids=`; an id the server no longer knows stays as a warning
 * tag with the raw id), and a server search 250 ms after the last keystroke with loading, empty and
 * error states. The value stays what the server stores: a list of ids.
 */
export function RightPicker({ kind, inputId, values, onChange, search }: RightPickerProps) {
  const { t } = useTranslation();
  const [known, setKnown] = useState<Record<string, ColumnRightOption>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [resolveError, setResolveError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState(false);
  // The search word once the typing has paused (null while waiting for the pause, or before the first open).
  const [settled, setSettled] = useState<string | null>(null);
  // Ids already asked for (or being asked for), so a re-render never asks twice.
  const asked = useRef(new Set<string>());

  const remember = (options: ColumnRightOption[]) =>
    setKnown((k) => ({ ...k, ...Object.fromEntries(options.map((o) => [o.id, o])) }));

  const valuesKey = values.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values' text decides; `known` only narrows what is asked
  useEffect(() => {
    const wanted = values.filter((id) => !known[id] && !asked.current.has(id));
    if (wanted.length === 0) return;
    for (const id of wanted) asked.current.add(id);
    search(kind, { ids: wanted }).then(
      (options) => {
        remember(options);
        const seen = new Set(options.map((o) => o.id));
        setMissing((m) => new Set([...m, ...wanted.filter((id) => !seen.has(id))]));
      },
      (failure) => setResolveError(messageOf(failure)),
    );
  }, [kind, search, valuesKey]);

  // Waiting for the typing to pause is a timer: it stays an effect.
  useEffect(() => {
    if (!opened) return;
    setSettled(null);
    const timer = setTimeout(() => setSettled(query.trim()), RIGHT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, opened]);
  // The server search of the settled word; a newer word aborts the older search.
  const searched = useQuery(
    {
      queryKey: ["home", "columnDesigner", "rights", kind, settled],
      queryFn: ({ signal }) => search(kind, { query: settled ?? "" }, signal),
      enabled: opened && settled !== null,
      refetchOnWindowFocus: false,
    },
    useQueryClientHere(),
  );
  const found: Search =
    settled === null || searched.isPending || (searched.isError && searched.isFetching)
      ? { status: "loading" }
      : searched.isError
        ? { status: "error", message: messageOf(searched.error) }
        : { status: "done", items: searched.data };

  const picked: Picked[] = useMemo(
    () => values.map((id) => known[id] ?? { id, name: id, unknown: missing.has(id) }),
    [values, known, missing],
  );
  const items = found.status === "done" ? found.items : [];

  const toggle = (option: ColumnRightOption) => {
    if (values.includes(option.id)) onChange(values.filter((v) => v !== option.id));
    else {
      remember([option]);
      onChange([...values, option.id]);
    }
  };

  const renderItem: ItemRenderer<ColumnRightOption> = (
    option,
    { handleClick, handleFocus, modifiers, ref },
  ) => (
    <MenuItem
      key={option.id}
      ref={ref}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={values.includes(option.id)}
      shouldDismissPopover={false}
      text={option.name}
      label={option.path ?? option.code}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  const renderList: ItemListRenderer<ColumnRightOption> = ({
    filteredItems,
    itemsParentRef,
    menuProps,
    renderItem,
  }) => {
    const note = (content: ReactNode) => (
      <Menu role="listbox" {...menuProps} ulRef={itemsParentRef}>
        <MenuItem roleStructure="listoption" disabled text={content} />
      </Menu>
    );
    if (found.status === "loading")
      return note(
        <span style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
          <Spinner size={16} /> {t("columnDesigner.rights.searching")}
        </span>,
      );
    if (found.status === "error")
      return note(
        <span role="alert" style={{ color: ERROR_RED, whiteSpace: "normal" }}>
          {t("columnDesigner.rights.searchFailed", { message: found.message })}
        </span>,
      );
    if (filteredItems.length === 0) return note(t("columnDesigner.rights.noMatch"));
    return (
      <Menu role="listbox" {...menuProps} ulRef={itemsParentRef}>
        {filteredItems.map(renderItem)}
      </Menu>
    );
  };

  const tagProps = (_value: ReactNode, index: number): TagProps => {
    const item = picked[index];
    if (item?.unknown)
      return {
        intent: Intent.WARNING,
        icon: "warning-sign",
        title: t("columnDesigner.rights.unknown", { id: item.id }),
        minimal: false,
      };
    return { minimal: true, title: item?.path ?? item?.code ?? item?.id };
  };

  return (
    <>
      <MultiSelect<ColumnRightOption>
        fill
        items={items}
        selectedItems={picked}
        itemsEqual="id"
        query={query}
        onQueryChange={(q) => {
          setQuery(q);
          setOpened(true);
        }}
        resetOnSelect
        itemRenderer={renderItem}
        itemListRenderer={renderList}
        onItemSelect={toggle}
        onRemove={(item) => onChange(values.filter((v) => v !== item.id))}
        tagRenderer={(item) => item.name}
        placeholder={t(`columnDesigner.rights.placeholder.${kind}`)}
        menuProps={{ "aria-label": t(`columnDesigner.rights.options.${kind}`) }}
        popoverProps={{ minimal: true }}
        tagInputProps={{
          tagProps,
          inputProps: { id: inputId, onFocus: () => setOpened(true) },
          rightElement:
            values.length > 0 ? (
              <Button
                variant="minimal"
                icon="cross"
                aria-label={t("columnDesigner.rights.clear")}
                title={t("columnDesigner.rights.clear")}
                onClick={() => onChange([])}
              />
            ) : undefined,
        }}
      />
      {resolveError && (
        <div role="alert" style={{ color: ERROR_RED, marginTop: 4 }}>
          <Icon icon="error" size={12} />{" "}
          {t("columnDesigner.rights.resolveFailed", { message: resolveError })}
        </div>
      )}
    </>
  );
}
