import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useMemo,
} from "react";
import { useTranslation } from "react-i18next";
import type { FlowForm, FormPermission } from "../../../../../api/contract";
import { fromFormPermission } from "../../../../../widgets/form/permission";
import type { OnlineFormHandle, OnlineFormProps } from "../../../../../widgets/form/types";
import { WidgetState } from "../../../../../widgets/status/WidgetState";
import { fileServices } from "../../../../files";
import type { FormPortState } from "../screen/FlowScreenContext";

type FormComponent = ComponentType<
  OnlineFormProps<Record<string, unknown>> & { ref?: Ref<OnlineFormHandle<Record<string, unknown>>> }
>;

/** The online form runtime (rjsf and its widgets) is its own chunk, loaded when a flow form first shows. */
const OnlineForm = lazy(() =>
  import("../../../../../widgets/form/OnlineForm").then((m) => ({
    default: m.OnlineForm as unknown as FormComponent,
  })),
);

/** Merges the permission's sub-table options into the form's uiSchema (one level: `sub_<entity>`). */
export function mergeUiSchema(base: UiSchema | undefined, extra: UiSchema): UiSchema {
  const merged: UiSchema = { ...(base ?? {}) };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      current && typeof current === "object" && value && typeof value === "object"
        ? {
            ...current,
            ...value,
            "ui:options": { ...(current["ui:options"] ?? {}), ...(value["ui:options"] ?? {}) },
          }
        : value;
  }
  return merged;
}

/** Reports a failed chunk load (the form counts as "failed to load", outcome 2). */
class LoadBoundary extends Component<{ onError: () => void; children: ReactNode; fallback: ReactNode }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface FlowFormViewProps {
  form: FlowForm;
  formData: Record<string, unknown>;
  permission: FormPermission;
  readonly: boolean;
  /** Told when the form is ready to be read (and when it goes or fails). */
  onPort: (state: FormPortState) => void;
  /** The flow's key: the form's uploads carry it (`?flowKey=`). */
  flowKey?: string;
}

/**
 * The flow's online form: the server's JSON Schema and uiSchema, the main entity's row, and the field
 * modes of this node from the permission (`permission.fields[boAlias][field]`, sub-tables as
 * `sub_<entity>.<field>`). Read-only views show every field read-only.
 */
export function FlowFormView({ form, formData, permission, readonly, onPort, flowKey }: FlowFormViewProps) {
  const { t } = useTranslation();
  // Upload, download and preview of the form's attachment fields go to the file service.
  const services = useMemo(() => fileServices({ flowKey }), [flowKey]);
  const { fieldModes, uiSchema } = useMemo(() => {
    const fromPermission = fromFormPermission(permission, form.boAlias);
    return {
      fieldModes: fromPermission.fieldModes,
      uiSchema: mergeUiSchema(form.uiSchema as UiSchema, fromPermission.uiSchema),
    };
  }, [form, permission]);

  const handleRef = useCallback(
    (handle: OnlineFormHandle<Record<string, unknown>> | null) => {
      if (!handle) return;
      onPort({
        status: "ready",
        port: { submit: () => handle.submit(), getData: () => handle.getData() },
      });
      return () => onPort({ status: "loading" });
    },
    [onPort],
  );

  return (
    <LoadBoundary
      onError={() => onPort({ status: "failed" })}
      fallback={<WidgetState error={{ message: t("flowTask.form.loadFailed") }} />}
    >
      <Suspense fallback={<WidgetState loading />}>
        <OnlineForm
          ref={handleRef}
          schema={form.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={formData}
          fieldModes={fieldModes}
          readonly={readonly}
          submitText={false}
          idPrefix={`flow_${form.boAlias}`}
          services={services}
        />
      </Suspense>
    </LoadBoundary>
  );
}
