import { Button, Classes, FormGroup, HTMLSelect, TextArea } from "@blueprintjs/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachmentField } from "../../../../../widgets/fields/attachment/AttachmentField";
import type { UploadFn } from "../../../../../widgets/fields/attachment/useUploads";
import type { FileRef } from "../../../../../widgets/form/types";
import { OPINION_FILE_LIMIT } from "../../../model/opinionFiles";
import "../flowTask.css";

/** The opinion's attachments (spec 2 §3 files): the value and the file services. */
export interface OpinionAttachments {
  files: FileRef[];
  onChange: (files: FileRef[]) => void;
  upload: UploadFn;
  download?: (file: FileRef) => void;
  preview?: (file: FileRef) => void;
}

/** A team's saved opinion as the box offers it: who saved it and the text. */
export interface TeamOpinionChoice {
  userName: string;
  opinion: string;
}

export interface OpinionBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The user's stock opinions (approval items); choosing one fills the box. */
  stockOpinions: string[];
  /** The opinions the node's other handlers saved (团队意见), newest first; choosing one fills the box. */
  teamOpinions?: TeamOpinionChoice[];
  /** Saves the box's text for the team; answers whether it worked and the message to show. */
  onSaveForTeam?: (opinion: string) => Promise<{ ok: boolean; message: string }>;
  disabled?: boolean;
  /** The attachments field under the text (up to 10 files); none when absent. */
  attachments?: OpinionAttachments;
}

/**
 * The approval opinion: a text area, the stock opinions (常用审批意见) and the team's saved opinions (团队意见)
 * to fill it with, and — on a task — a button that saves the text for the node's other handlers and
 * the opinion's attachments (at most 10; they go with the action as `files`).
 */
export function OpinionBox({
  value,
  onChange,
  stockOpinions,
  teamOpinions = [],
  onSaveForTeam,
  disabled,
  attachments,
}: OpinionBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const saveForTeam = async () => {
    if (!onSaveForTeam) return;
    setSaving(true);
    try {
      setAnswer(await onSaveForTeam(value.trim()));
    } finally {
      setSaving(false);
    }
  };
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
      {teamOpinions.length > 0 && (
        <HTMLSelect
          aria-label={t("flowTask.opinion.team")}
          value=""
          disabled={disabled}
          onChange={(event) => {
            const chosen = teamOpinions[Number(event.currentTarget.value)];
            if (chosen) onChange(chosen.opinion);
          }}
          options={[
            { value: "", label: t("flowTask.opinion.teamPlaceholder") },
            ...teamOpinions.map((o, i) => ({
              value: String(i),
              label: t("flowTask.opinion.teamItem", { name: o.userName, opinion: o.opinion }),
            })),
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
      {attachments && (
        <AttachmentField
          id={`${id}-files`}
          label={t("flowTask.files.label")}
          files={attachments.files}
          onChange={attachments.onChange}
          permission="w"
          disabled={disabled}
          multiple
          limits={{ limit: OPINION_FILE_LIMIT }}
          upload={attachments.upload}
          download={attachments.download}
          preview={attachments.preview}
        />
      )}
      {onSaveForTeam && (
        <div className="tessera-flow-opinion-team">
          <Button
            size="small"
            variant="minimal"
            icon="people"
            text={t("flowTask.opinion.saveForTeam")}
            loading={saving}
            disabled={disabled || !value.trim()}
            onClick={saveForTeam}
          />
          {answer && (
            <span role="status" className={answer.ok ? Classes.TEXT_MUTED : Classes.INTENT_DANGER}>
              {answer.message}
            </span>
          )}
        </div>
      )}
    </FormGroup>
  );
}
