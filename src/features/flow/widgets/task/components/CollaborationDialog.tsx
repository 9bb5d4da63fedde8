import {
  Alert,
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  NumericInput,
  Radio,
  RadioGroup,
  TextArea,
} from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Fetcher } from "../../../../../engine";
import {
  COLLAB_SHAPES,
  type CollabErrors,
  type CollabInput,
  type CollabKind,
  type CollabRequest,
  type CollabTarget,
  collabDirty,
  collabRequest,
  emptyCollabInput,
  MAX_OPINION,
  NOTIFY_TYPES,
  validateCollab,
} from "../../../model/collaboration";
import { UserPickerField } from "./UserPickerField";

export interface CollaborationDialogProps {
  /** The open dialog (转办, 流转, 征询, 沟通, 传阅, 回复), or null when closed. */
  kind: CollabKind | null;
  /** The task acted on (its id, instance and status). */
  target: CollabTarget;
  /** Runs the user picker's calls (the engine's fetcher). */
  fetcher: Fetcher | undefined;
  /**
   * Sends the request; resolves null once it succeeded (the screen moves on), or the refusal's message
   * (the dialog stays open with what was typed).
   */
  onSubmit: (request: CollabRequest) => Promise<string | null>;
  onClose: () => void;
}

const ICONS: Record<CollabKind, "redo" | "exchange" | "help" | "chat" | "share" | "comment"> = {
  delegate: "redo",
  startTrans: "exchange",
  inqu: "help",
  startCommu: "chat",
  instanceTrans: "share",
  reply: "comment",
};

/**
 * The task screen's collaboration dialogs (issue 14, CONTRACT §6.6): 转办 (one user), 流转 (users and the
 * vote rule), 征询, 沟通, 传阅 (users), 回复 (a sub-task's reply) — each with its opinion and, where the
 * action notifies, the channels (站内信, 邮件, 短信). The input is checked before sending; a refusal shows
 * the server's message and keeps the input; closing with something typed asks first.
 */
export function CollaborationDialog({ kind, target, fetcher, onSubmit, onClose }: CollaborationDialogProps) {
  const { t } = useTranslation();
  // The last opened kind stays while the dialog closes (its content stays for the closing transition).
  const last = useRef<CollabKind>("delegate");
  if (kind) last.current = kind;
  const shown = kind ?? last.current;
  const shape = COLLAB_SHAPES[shown];
  const [input, setInput] = useState<CollabInput>(emptyCollabInput);
  const [errors, setErrors] = useState<CollabErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const usersButton = useRef<HTMLButtonElement>(null);
  const opinionBox = useRef<HTMLTextAreaElement>(null);

  // Each opening starts empty.
  useEffect(() => {
    if (kind) {
      setInput(emptyCollabInput());
      setErrors({});
      setRefusal(null);
      setSending(false);
      setAsking(false);
    }
  }, [kind]);

  const change = (patch: Partial<CollabInput>) => {
    setInput((old) => ({ ...old, ...patch }));
    setErrors({});
    setRefusal(null);
  };
  const requestClose = () => {
    if (sending) return;
    if (collabDirty(input)) setAsking(true);
    else onClose();
  };
  const submit = async () => {
    const found = validateCollab(shown, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setRefusal(null);
    const message = await onSubmit(collabRequest(shown, input, target)).catch((e: unknown) =>
      e instanceof Error ? e.message : String(e),
    );
    setSending(false);
    if (message !== null) setRefusal(message || t("flowTask.task.failed"));
  };

  const fieldId = (name: string) => `tessera-collab-${shown}-${name}`;
  const err = (key?: string) => (key ? t(key) : undefined);
  const percent = input.voteType === "percent";

  return (
    <>
      <Dialog
        isOpen={kind !== null}
        onClose={requestClose}
        onOpened={() => (usersButton.current ?? opinionBox.current)?.focus()}
        title={t(`flowTask.collab.title.${shown}`)}
        icon={ICONS[shown]}
        className="tessera-collab-dialog"
        canOutsideClickClose={false}
      >
        <DialogBody>
          {shape.users !== "none" && (
            <UserPickerField
              id={fieldId("users")}
              label={t(`flowTask.collab.users.${shown}`)}
              users={input.users}
              single={shape.users === "one"}
              fetcher={fetcher}
              error={err(errors.users)}
              onChange={(users) => change({ users })}
              buttonRef={usersButton}
            />
          )}
          {shape.vote && (
            <div className="tessera-collab-vote">
              <RadioGroup
                label={t("flowTask.collab.signType")}
                inline
                selectedValue={input.signType}
                onChange={(e) => change({ signType: e.currentTarget.value as CollabInput["signType"] })}
              >
                <Radio value="parallel" label={t("flowTask.collab.parallel")} />
                <Radio value="seq" label={t("flowTask.collab.seq")} />
              </RadioGroup>
              <RadioGroup
                label={t("flowTask.collab.decideType")}
                inline
                selectedValue={input.decideType}
                onChange={(e) => change({ decideType: e.currentTarget.value as CollabInput["decideType"] })}
              >
                <Radio value="agree" label={t("flowTask.collab.decideAgree")} />
                <Radio value="refuse" label={t("flowTask.collab.decideRefuse")} />
              </RadioGroup>
              <RadioGroup
                label={t("flowTask.collab.voteType")}
                inline
                selectedValue={input.voteType}
                onChange={(e) => change({ voteType: e.currentTarget.value as CollabInput["voteType"] })}
              >
                <Radio value="amount" label={t("flowTask.collab.voteByAmount")} />
                <Radio value="percent" label={t("flowTask.collab.voteByPercent")} />
              </RadioGroup>
              <FormGroup
                label={t(percent ? "flowTask.collab.votePercentLabel" : "flowTask.collab.voteAmountLabel")}
                labelFor={fieldId("vote")}
                intent={errors.voteAmount ? "danger" : "none"}
                helperText={
                  errors.voteAmount
                    ? t(errors.voteAmount, { max: Math.max(input.users.length, 1) })
                    : undefined
                }
              >
                <NumericInput
                  id={fieldId("vote")}
                  min={1}
                  max={percent ? 100 : Math.max(input.users.length, 1)}
                  minorStepSize={null}
                  clampValueOnBlur={false}
                  allowNumericCharactersOnly
                  value={input.voteAmount ?? ""}
                  intent={errors.voteAmount ? "danger" : "none"}
                  onValueChange={(value, text) =>
                    change({ voteAmount: text.trim() === "" || Number.isNaN(value) ? null : value })
                  }
                />
              </FormGroup>
              <RadioGroup
                label={t("flowTask.collab.afterVote")}
                inline
                selectedValue={input.action}
                onChange={(e) => change({ action: e.currentTarget.value as CollabInput["action"] })}
              >
                <Radio value="submit" label={t("flowTask.collab.actionSubmit")} />
                <Radio value="back" label={t("flowTask.collab.actionBack")} />
              </RadioGroup>
            </div>
          )}
          <FormGroup
            label={t(`flowTask.collab.opinion.${shown}`)}
            labelFor={fieldId("opinion")}
            labelInfo={shape.opinionRequired ? t("flowTask.collab.required") : undefined}
            intent={errors.opinion ? "danger" : "none"}
            helperText={err(errors.opinion)}
          >
            <TextArea
              id={fieldId("opinion")}
              inputRef={opinionBox}
              fill
              rows={3}
              maxLength={MAX_OPINION}
              value={input.opinion}
              intent={errors.opinion ? "danger" : "none"}
              onChange={(e) => change({ opinion: e.currentTarget.value })}
            />
          </FormGroup>
          {shape.notify && (
            <FormGroup label={t("flowTask.collab.notify")} className="tessera-collab-notify">
              {/* biome-ignore lint/a11y/useSemanticElements: a FormGroup names the group of checkboxes */}
              <div role="group" aria-label={t("flowTask.collab.notify")}>
                {NOTIFY_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    inline
                    label={t(`flowTask.collab.notifyType.${type}`)}
                    checked={input.notify.includes(type)}
                    onChange={(e) =>
                      change({
                        notify: e.currentTarget.checked
                          ? [...input.notify, type]
                          : input.notify.filter((n) => n !== type),
                      })
                    }
                  />
                ))}
              </div>
            </FormGroup>
          )}
          {refusal && (
            <Callout intent="danger" role="alert">
              {refusal}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("flowTask.dialog.cancel")} onClick={requestClose} disabled={sending} />
              <Button
                intent="primary"
                text={t("flowTask.dialog.ok")}
                loading={sending}
                onClick={() => void submit()}
              />
            </>
          }
        />
      </Dialog>
      <Alert
        isOpen={asking}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t("flowTask.collab.discard")}
        cancelButtonText={t("flowTask.collab.keepEditing")}
        canEscapeKeyCancel
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t("flowTask.collab.discardQuestion")}</p>
      </Alert>
    </>
  );
}
