import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  Radio,
  RadioGroup,
  Spinner,
  SpinnerSize,
} from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TaskToReject } from "../../../../../api/contract";
import {
  type BackHandMode,
  nodesFor,
  type RejectMode,
  type RejectRequest,
  type RejectTarget,
  rejectRequest,
  rejectTargets,
} from "../../../model/reject";
import { failureText } from "../screen/feedback";
import "../flowTask.css";

export interface RejectDialogProps {
  isOpen: boolean;
  /** Which button opened it: reject (all choices), backToStart (the start only), anyNode (a node only). */
  mode: RejectMode;
  /** GET taskToReject for this task. */
  load: () => Promise<TaskToReject>;
  onConfirm: (request: RejectRequest) => void;
  onClose: () => void;
}

/**
 * The reject dialog (驳回): where to send the task back — the previous step, the start, or a chosen node —
 * and how the flow comes back (normal or direct), from GET taskToReject, loaded anew at each opening.
 */
export function RejectDialog({ isOpen, mode, load, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(`flowTask.reject.title.${mode}`)} icon="undo">
      {/* The dialog mounts its content at each opening: the choices start afresh with a new load. */}
      <RejectChoices
        key={mode}
        isOpen={isOpen}
        mode={mode}
        load={load}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Dialog>
  );
}

/** The dialog's body and buttons: the targets of GET taskToReject and the user's choice among them. */
function RejectChoices({ isOpen, mode, load, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const loaded = useQuery({
    queryKey: ["flow", "rejectTargets", mode],
    queryFn: () => load(),
    // Not while the dialog closes (its content stays for the closing transition).
    enabled: isOpen,
    // Each opening asks the server again; the choice being made is not replaced behind the user's back.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [chosen, setTarget] = useState<RejectTarget | null>(null);
  const [backHandMode, setBackHandMode] = useState<BackHandMode>("normal");
  const [destination, setDestination] = useState("");
  const [warning, setWarning] = useState<string | null>(null);

  const vo = loaded.data ?? null;
  const targets = vo ? rejectTargets(vo, mode) : [];
  const nodes = vo ? nodesFor(vo, backHandMode) : [];
  // The first target is chosen until the user picks another.
  const target = chosen ?? targets[0] ?? null;

  const confirm = () => {
    if (!target) return;
    const request = rejectRequest(target, backHandMode, destination || undefined);
    if (!request) {
      setWarning(t("flowTask.reject.chooseNode"));
      return;
    }
    onConfirm(request);
  };

  return (
    <>
      <DialogBody>
        {loaded.isPending && <Spinner size={SpinnerSize.SMALL} />}
        {loaded.isError && <Callout intent="danger">{failureText(loaded.error)}</Callout>}
        {vo && targets.length === 0 && <Callout intent="warning">{t("flowTask.reject.none")}</Callout>}
        {vo && targets.length > 0 && (
          <>
            <RadioGroup
              label={t("flowTask.reject.targetLabel")}
              selectedValue={target ?? undefined}
              onChange={(event) => {
                setTarget(event.currentTarget.value as RejectTarget);
                setWarning(null);
              }}
            >
              {targets.map((item) => (
                <Radio key={item} value={item} label={t(`flowTask.reject.target.${item}`)} />
              ))}
            </RadioGroup>
            {target === "node" && (
              <FormGroup label={t("flowTask.reject.nodeLabel")} labelFor="tessera-reject-node">
                <HTMLSelect
                  id="tessera-reject-node"
                  value={destination}
                  onChange={(event) => {
                    setDestination(event.currentTarget.value);
                    setWarning(null);
                  }}
                  options={[
                    { value: "", label: t("flowTask.reject.nodePlaceholder") },
                    ...nodes.map((node) => ({ value: node.nodeId, label: node.name })),
                  ]}
                />
              </FormGroup>
            )}
            <RadioGroup
              label={t("flowTask.reject.backHandMode")}
              inline
              selectedValue={backHandMode}
              onChange={(event) => {
                setBackHandMode(event.currentTarget.value as BackHandMode);
                setDestination("");
              }}
            >
              <Radio value="normal" label={t("flowTask.reject.normal")} />
              <Radio value="direct" label={t("flowTask.reject.direct")} />
            </RadioGroup>
            {warning && <Callout intent="warning">{warning}</Callout>}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("flowTask.dialog.cancel")} onClick={onClose} />
            <Button
              intent="primary"
              text={t("flowTask.dialog.ok")}
              disabled={!vo || targets.length === 0}
              onClick={confirm}
            />
          </>
        }
      />
    </>
  );
}
