import { Dialog, DialogBody } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWidget } from "../../../../widgets/status/lazyWidget";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import type { CustomDialogProps } from "./CustomDialog";

/** The frame of the picker while its chunk loads or when it failed: the dialog's title and close. */
function PickerFrame({ props, children }: { props: CustomDialogProps; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.title || props.definition?.name || t("dialog.picker.title")}
      className="tessera-custom-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody>{children}</DialogBody>
    </Dialog>
  );
}

const CustomDialogChunk = lazyWidget<CustomDialogProps>(
  () => import("./CustomDialog").then((m) => m.CustomDialog),
  {
    loading: (props) => (
      <PickerFrame props={props}>
        <WidgetState loading minHeight={160} />
      </PickerFrame>
    ),
    failed: (props, error, retry) => (
      <PickerFrame props={props}>
        <WidgetState error={error.message} onRetry={retry} minHeight={160} />
      </PickerFrame>
    ),
  },
);

/**
 * The custom-dialog picker for other areas (a button that opens it, a form field): its lists, tree and
 * table load in their own chunk the first time it opens; until then nothing is rendered.
 */
export function LazyCustomDialog(props: CustomDialogProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  return opened || props.isOpen ? <CustomDialogChunk {...props} /> : null;
}
