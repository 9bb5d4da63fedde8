import { Button, InputGroup, Intent } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "./flowList.css";

export interface QuickSearchProps {
  /** The keyword shown at first (a restored search). */
  keyword?: string;
  placeholder?: string;
  /** Called with the keyword on 搜索, on Enter and when the box is cleared. */
  onSearch: (keyword: string) => void;
  disabled?: boolean;
}

/** One search box over the subject and the flow name of a flow list (spec 2 §2.1 quick search). */
export function QuickSearch({ keyword = "", placeholder, onSearch, disabled }: QuickSearchProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  useEffect(() => setValue(keyword), [keyword]);
  const label = t("flow.search.label");
  return (
    <search className="tessera-flow-search" aria-label={label}>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={label}
        placeholder={placeholder ?? t("flow.search.placeholder")}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (event.currentTarget.value === "" && keyword !== "") onSearch("");
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") onSearch(value);
        }}
      />
      <Button
        intent={Intent.PRIMARY}
        icon="search"
        text={t("flow.search.button")}
        disabled={disabled}
        onClick={() => onSearch(value)}
      />
    </search>
  );
}
