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
import { useEffect, useState } from "react";
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

type Loaded =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; vo: TaskToReject };

/**
 * The reject dialog (驳回): where to send the task back — the previous step, the start, or a chosen node —
 * and how the flow comes back (normal or direct), from GET taskToReject.
 */
export function RejectDialog({ isOpen, mode, load, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [target, setTarget] = useState<RejectTarget | null>(null);
  const [backHandMode, setBackHandMode] = useState<BackHandMode>("normal");
  const [destination, setDestination] = useState("");
  const [warning, setWarning] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setLoaded({ status: "loading" });
    setWarning(null);
    setDestination("");
    setBackHandMode("normal");
    load().then(
      (vo) => {
        if (!live) return;
        setLoaded({ status: "ready", vo });
        setTarget(rejectTargets(vo, mode)[0] ?? null);
      },
      (error: unknown) => live && setLoaded({ status: "error", message: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [isOpen, mode]);

  const vo = loaded.status === "ready" ? loaded.vo : null;
  const targets = vo ? rejectTargets(vo, mode) : [];
  const nodes = vo ? nodesFor(vo, backHandMode) : [];

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
    <Dialog isOpen={isOpen} onClose={onClose} title={t(`flowTask.reject.title.${mode}`)} icon="undo">
      <DialogBody>
        {loaded.status === "loading" && <Spinner size={SpinnerSize.SMALL} />}
        {loaded.status === "error" && <Callout intent="danger">{loaded.message}</Callout>}
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
    </Dialog>
  );
}
