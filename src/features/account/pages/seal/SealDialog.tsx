import { Button, Callout, Dialog, DialogBody, Intent, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toCallFailure } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { SealForm } from "./SealForm";
import { getSeal } from "./sealApi";
import "./seal.css";

export interface SealDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The electronic seal dialog of the header dropdown (电子签章): reads the caller's seal, then its form. */
export function SealDialog({ isOpen, onClose }: SealDialogProps) {
  const { t } = useTranslation();
  // Read each time the dialog opens, so a seal set elsewhere shows its change form.
  const query = useQuery(
    { queryKey: ["account", "seal"], queryFn: getSeal, enabled: isOpen, refetchOnMount: "always", gcTime: 0 },
    useQueryClientHere(),
  );

  const body = () => {
    if (query.isPending || query.isFetching) {
      return (
        <DialogBody className="tessera-seal-loading">
          <Spinner size={32} aria-label={t("common.loading")} />
        </DialogBody>
      );
    }
    if (query.isError) {
      return (
        <DialogBody>
          <Callout intent={Intent.DANGER} title={t("seal.loadFailed")} role="alert">
            <p>{toCallFailure(query.error).withLogId}</p>
            <Button icon="refresh" text={t("common.retry")} onClick={() => void query.refetch()} />
          </Callout>
        </DialogBody>
      );
    }
    return (
      <SealForm key={query.data.fileId ?? "none"} seal={query.data} onCancel={onClose} onSaved={onClose} />
    );
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t("seal.title")}
      icon="endorsed"
      canOutsideClickClose={false}
    >
      {isOpen && body()}
    </Dialog>
  );
}

export default SealDialog;
