import { FormGroup, HTMLSelect, TextArea } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "../flowTask.css";

export interface OpinionBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The user's stock opinions (approval items); choosing one fills the box. */
  stockOpinions: string[];
  disabled?: boolean;
}

/** The approval opinion: a text area and the stock opinions (常用审批意见) to fill it with. */
export function OpinionBox({ value, onChange, stockOpinions, disabled }: OpinionBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormGroup label={t("flowTask.opinion.label")} labelFor={id} className="tessera-flow-opinion">
      {stockOpinions.length > 0 && (
        <HTMLSelect
          aria-label={t("flowTask.opinion.stock")}
          value=""
          disabled={disabled}
          onChange={(event) => {
            if (event.currentTarget.value) onChange(event.currentTarget.value);
          }}
          options={[
            { value: "", label: t("flowTask.opinion.stockPlaceholder") },
            ...stockOpinions.map((text) => ({ value: text, label: text })),
          ]}
        />
      )}
      <TextArea
        id={id}
        fill
        rows={3}
        value={value}
        disabled={disabled}
        placeholder={t("flowTask.opinion.placeholder")}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
