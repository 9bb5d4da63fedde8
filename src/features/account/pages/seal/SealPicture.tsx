import { Button, FormGroup, Intent, NonIdealState, Spinner } from "@blueprintjs/core";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toCallFailure } from "../../../../api/errors";
import { sealPictureUrl, uploadSealPicture } from "./sealApi";
import { isPngName } from "./sealRules";

export interface SealPictureProps {
  /** The saved seal's picture URL (its owner's only), when a seal is set. */
  picUrl?: string;
  /** Called with the file id of a png just uploaded. */
  onUploaded: (fileId: string) => void;
  /** The form's message for the picture (e.g. none uploaded). */
  error?: string;
  disabled?: boolean;
}

/** The seal picture: the saved one (or the one just uploaded) and a png-only upload with its tip. */
export function SealPicture({ picUrl, onUploaded, error, disabled }: SealPictureProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [savedFailed, setSavedFailed] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  // The saved picture is read with the caller's token (never a public address) and shown as a blob.
  useEffect(() => {
    if (!picUrl) return;
    const abort = new AbortController();
    let url: string | undefined;
    setSavedFailed(false);
    sealPictureUrl(picUrl, abort.signal)
      .then((made) => {
        url = made;
        setSaved(made);
      })
      .catch(() => {
        if (!abort.signal.aborted) setSavedFailed(true);
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
      setSaved(null);
    };
  }, [picUrl]);

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isPngName(file.name)) {
      setUploadError(t("seal.error.pngOnly"));
      return;
    }
    setUploadError(null);
    setUploading(true);
    try {
      const answer = await uploadSealPicture(file);
      setLocal(URL.createObjectURL(file));
      onUploaded(answer.fileId);
    } catch (failure) {
      setUploadError(toCallFailure(failure).serverMessage || t("seal.uploadFailed"));
    } finally {
      setUploading(false);
    }
  };

  const shown = local ?? saved;
  const message = uploadError ?? error;
  const picture = () => {
    if (shown) return <img className="tessera-seal-img" src={shown} alt={t("seal.pictureAlt")} />;
    if (picUrl && !savedFailed) return <Spinner size={24} aria-label={t("seal.picture")} />;
    return (
      <NonIdealState
        icon="endorsed"
        description={picUrl ? t("seal.pictureLoadFailed") : t("seal.noPicture")}
      />
    );
  };

  return (
    <FormGroup
      label={t("seal.picture")}
      labelFor="seal-picture-input"
      intent={message ? Intent.DANGER : Intent.NONE}
      helperText={<span id="seal-picture-error">{message ?? t("seal.tip")}</span>}
    >
      <div className="tessera-seal-picture">{picture()}</div>
      <input
        ref={input}
        id="seal-picture-input"
        className="tessera-seal-file"
        type="file"
        accept=".png,image/png"
        tabIndex={-1}
        aria-describedby="seal-picture-error"
        aria-invalid={message ? true : undefined}
        onChange={onPick}
        disabled={disabled || uploading}
      />
      <Button
        icon="upload"
        text={uploading ? t("seal.uploading") : t("seal.upload")}
        loading={uploading}
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
        aria-controls="seal-picture-input"
      />
    </FormGroup>
  );
}
