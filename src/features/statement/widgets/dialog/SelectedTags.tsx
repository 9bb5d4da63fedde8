import { Button, Icon, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { type CustomDialogDefinition, rowLabel } from "./dialogDefinition";
import type { Selection } from "./ListPicker";

export interface SelectedTagsProps {
  definition: CustomDialogDefinition;
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
}

/** The chosen rows of a multiple-choice dialog as removable tags, with a count and 清空. */
export function SelectedTags({ definition, selection, onSelectionChange }: SelectedTagsProps) {
  const { t } = useTranslation();
  const remove = (key: string) => {
    const next = new Map(selection);
    next.delete(key);
    onSelectionChange(next);
  };
  return (
    <section className="tessera-picker-selected" aria-label={t("dialog.picker.selectedLabel")}>
      <span className="tessera-picker-selected-count">
        {t("dialog.picker.selected", { count: selection.size })}
      </span>
      <div className="tessera-picker-tags">
        {[...selection].map(([key, row]) => {
          const label = rowLabel(row, definition);
          return (
            <Tag
              key={key}
              minimal
              intent="primary"
              className="tessera-picker-tag"
              endIcon={
                // Our own remove button: Blueprint's says "Remove tag" in English only.
                <button
                  type="button"
                  className="tessera-picker-tag-remove"
                  aria-label={t("dialog.picker.remove", { label })}
                  onClick={() => remove(key)}
                >
                  <Icon icon="small-cross" />
                </button>
              }
            >
              {label}
            </Tag>
          );
        })}
      </div>
      {selection.size > 0 && (
        <Button
          variant="minimal"
          size="small"
          text={t("dialog.picker.clear")}
          onClick={() => onSelectionChange(new Map())}
        />
      )}
    </section>
  );
}
