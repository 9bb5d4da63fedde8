import { FormGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import "../flowTask.css";

export interface LeaderPickerProps {
  leaders: { id: string; name: string }[];
  /** Offer "myself" (false for a secretary who may start the flow only for a leader). */
  allowSelf?: boolean;
  /** null: nothing chosen yet; "0": myself; else a leader id. */
  chosen: string | null;
  onChoose: (id: string) => void;
}

/** Who the flow is started for (发起人): myself or one of the leaders I act for (spec 2 §2.6). */
export function LeaderPicker({ leaders, allowSelf = true, chosen, onChoose }: LeaderPickerProps) {
  const { t } = useTranslation();
  return (
    <FormGroup className="tessera-flow-leaders" label={t("flowTask.start.starterLabel")}>
      <RadioGroup
        inline
        selectedValue={chosen ?? undefined}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        {allowSelf && <Radio value="0" label={t("flowTask.start.myself")} />}
        {leaders.map((leader) => (
          <Radio key={leader.id} value={leader.id} label={leader.name} />
        ))}
      </RadioGroup>
    </FormGroup>
  );
}
