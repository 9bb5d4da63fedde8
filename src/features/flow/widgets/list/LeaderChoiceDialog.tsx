import { Button, Dialog, DialogBody, DialogFooter, Intent, Radio, RadioGroup } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "./flowList.css";

/** A person the user may act for (a leader of a shared task, or a leader to start a flow for). */
export interface LeaderOption {
  id: string;
  name: string;
}

export interface LeaderChoiceDialogProps {
  isOpen: boolean;
  /** 请选择一个领导代为审批 / 请选择一个发起人. */
  title: string;
  leaders: readonly LeaderOption[];
  /** Called with the chosen leader's id. */
  onConfirm: (leaderId: string) => void;
  /** Confirming with nobody chosen: the caller warns (请选择代为审批的领导 / 请选择一个发起人). */
  onNoChoice: () => void;
  onCancel: () => void;
}

/** A dialog to choose one leader to act for (spec 2 §2.4, §2.6); nothing is chosen at first. */
export function LeaderChoiceDialog({
  isOpen,
  title,
  leaders,
  onConfirm,
  onNoChoice,
  onCancel,
}: LeaderChoiceDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string>("");
  useEffect(() => {
    if (isOpen) setChosen("");
  }, [isOpen]);
  const confirm = () => (chosen ? onConfirm(chosen) : onNoChoice());
  return (
    <Dialog isOpen={isOpen} title={title} onClose={onCancel} className="tessera-flow-leader-dialog">
      <DialogBody>
        <RadioGroup
          name="tessera-flow-leader"
          aria-label={title}
          selectedValue={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          {leaders.map((leader) => (
            <Radio key={leader.id} value={leader.id} label={leader.name} />
          ))}
        </RadioGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("flow.leader.cancel")} onClick={onCancel} />
            <Button intent={Intent.PRIMARY} text={t("flow.leader.ok")} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
