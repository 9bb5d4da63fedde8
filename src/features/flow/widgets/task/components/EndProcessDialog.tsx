import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export interface EndProcessDialogProps {
  isOpen: boolean;
  onConfirm: (endReason: string) => void;
  onClose: () => void;
}

/** Asks for the reason before ending the process (终止流程); the reason is required. */
export function EndProcessDialog({ isOpen, onConfirm, onClose }: EndProcessDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setReason("");
      setMissing(false);
    }
  }, [isOpen]);
  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t("flowTask.end.title")} icon="stop">
      <DialogBody>
        <FormGroup
          label={t("flowTask.end.reasonLabel")}
          labelFor="tessera-end-reason"
          intent={missing ? "danger" : "none"}
          helperText={missing ? t("flowTask.end.reasonRequired") : undefined}
        >
          <TextArea
            id="tessera-end-reason"
            fill
            rows={3}
            value={reason}
            intent={missing ? "danger" : "none"}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("flowTask.dialog.cancel")} onClick={onClose} />
            <Button intent="danger" text={t("flowTask.end.confirm")} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
