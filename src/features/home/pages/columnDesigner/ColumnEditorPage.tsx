import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
} from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { toCallFailure } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { useHasMethod } from "../../../../platform/session/useSession";
import {
  COL_TYPES,
  type ColumnForm,
  DATA_MODES,
  emptyForm,
  type FormErrors,
  formOf,
  payloadOf,
  validateForm,
} from "../../model/columnForm";
import { ColumnPreview } from "./ColumnPreview";
import { COLUMN_MANAGE_METHOD, type DesignerApi, serverDesignerApi } from "./designerApi";
import { RightPicker } from "./RightPicker";

export interface ColumnEditorProps {
  /** The column's id; undefined or "new" for a new column. */
  id?: string;
  api?: DesignerApi;
}

type Outcome = { intent: "success" | "danger"; message: string } | null;

/**
 * The editor of a home column (issue 5 §5): its fields with their errors, display rights, the template
 * shown decoded (saved as Base64), and a live preview of the column as the home page renders it.
 */
export function ColumnEditor({ id, api = serverDesignerApi }: ColumnEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = !id || id === "new";
  // The saved column, loaded once for the editor: refetching would not change what is being edited.
  const loaded = useQuery(
    {
      queryKey: ["home", "columnDesigner", "column", id],
      queryFn: () => api.get(id as string),
      enabled: !isNew,
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
    },
    useQueryClientHere(),
  );
  // The form: the user's edits once there are any, else the loaded column (or an empty one when new).
  const [edited, setForm] = useState<ColumnForm | null>(isNew ? emptyForm() : null);
  const loadedForm = useMemo(() => (loaded.data ? formOf(loaded.data) : null), [loaded.data]);
  const form = edited ?? loadedForm;
  const loadError = !edited && loaded.isError ? toCallFailure(loaded.error).message : null;
  const [errors, setErrors] = useState<FormErrors>({});
  // A new column's page moves to its id after the first save and says so there.
  const justSaved = !!(useLocation().state as { saved?: boolean } | null)?.saved;
  const [outcome, setOutcome] = useState<Outcome>(
    justSaved ? { intent: "success", message: t("columnDesigner.saved") } : null,
  );
  const [saving, setSaving] = useState(false);

  if (loadError)
    return (
      <Callout intent={Intent.DANGER} role="alert">
        {loadError}
      </Callout>
    );
  if (!form) return <Spinner size={24} />;

  const set = <K extends keyof ColumnForm>(key: K, value: ColumnForm[K]) => {
    setForm((f) => {
      const base = f ?? loadedForm;
      return base ? { ...base, [key]: value } : base;
    });
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const errorOf = (key: keyof ColumnForm) =>
    errors[key] ? t(`columnDesigner.errors.${errors[key]}`) : undefined;
  const field = (key: keyof ColumnForm, control: ReactNode, helper?: string) => (
    <FormGroup
      label={t(`columnDesigner.field.${key}`)}
      labelFor={`column-${key}`}
      intent={errors[key] ? Intent.DANGER : Intent.NONE}
      helperText={errorOf(key) ?? helper}
    >
      {control}
    </FormGroup>
  );
  const text = (key: "name" | "nameEn" | "alias" | "colUrl" | "colHeight" | "dataFrom" | "refeshTime") => (
    <InputGroup
      id={`column-${key}`}
      value={form[key]}
      intent={errors[key] ? Intent.DANGER : Intent.NONE}
      onValueChange={(v) => set(key, v)}
    />
  );
  const area = (key: "dataParam" | "template", rows: number) => (
    <TextArea
      id={`column-${key}`}
      value={form[key]}
      rows={rows}
      fill
      style={{ fontFamily: key === "template" || key === "dataParam" ? "monospace" : undefined }}
      intent={errors[key] ? Intent.DANGER : Intent.NONE}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  const rights = (key: "roles" | "orgs" | "users", kind: "role" | "org" | "user") => (
    <RightPicker
      kind={kind}
      inputId={`column-${key}`}
      values={form[key]}
      onChange={(values) => set(key, values)}
      search={api.rightOptions}
    />
  );

  const save = async () => {
    setOutcome(null);
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await api.save(payloadOf(form));
      if (answer && answer.state === false) {
        setOutcome({ intent: "danger", message: answer.message || t("columnDesigner.saveFailed") });
      } else {
        setOutcome({ intent: "success", message: t("columnDesigner.saved") });
        if (isNew && answer?.value) {
          setForm({ ...form, id: answer.value });
          void navigate(`/v-config/homeColumns/${encodeURIComponent(answer.value)}`, {
            replace: true,
            state: { saved: true },
          });
        }
      }
    } catch (failure) {
      setOutcome({ intent: "danger", message: toCallFailure(failure).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="tessera-column-editor" style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
      <form
        style={{ flex: "1 1 420px", minWidth: 0 }}
        aria-label={t("columnDesigner.editor.form")}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {field("name", text("name"))}
        {field("nameEn", text("nameEn"), t("columnDesigner.editor.nameEnHelp"))}
        {field("alias", text("alias"), t("columnDesigner.editor.aliasHelp"))}
        {field(
          "colType",
          <HTMLSelect
            id="column-colType"
            value={form.colType}
            onChange={(e) => set("colType", Number(e.target.value) as ColumnForm["colType"])}
            options={COL_TYPES.map((v) => ({ value: v, label: t(`columnDesigner.colType.${v}`) }))}
          />,
        )}
        {field(
          "dataMode",
          <HTMLSelect
            id="column-dataMode"
            value={form.dataMode}
            onChange={(e) => set("dataMode", Number(e.target.value) as ColumnForm["dataMode"])}
            options={(DATA_MODES.includes(form.dataMode) ? DATA_MODES : [...DATA_MODES, form.dataMode]).map(
              (v) => ({ value: v, label: t(`columnDesigner.dataMode.${v}`) }),
            )}
          />,
        )}
        {field(
          "dataFrom",
          text("dataFrom"),
          t(`columnDesigner.editor.dataFromHelp${form.dataMode}`, { defaultValue: "" }),
        )}
        {field(
          "requestType",
          <HTMLSelect
            id="column-requestType"
            value={form.requestType}
            onChange={(e) => set("requestType", e.target.value as ColumnForm["requestType"])}
            options={[{ value: "", label: t("columnDesigner.editor.defaultGet") }, "GET", "POST"]}
          />,
        )}
        {field("dataParam", area("dataParam", 3), t("columnDesigner.editor.dataParamHelp"))}
        <Checkbox
          label={t("columnDesigner.field.needPage")}
          checked={form.needPage}
          onChange={(e) => set("needPage", e.currentTarget.checked)}
        />
        {field("colHeight", text("colHeight"))}
        {field("colUrl", text("colUrl"))}
        <Checkbox
          label={t("columnDesigner.field.newWindow")}
          checked={form.newWindow}
          onChange={(e) => set("newWindow", e.currentTarget.checked)}
        />
        <Checkbox
          label={t("columnDesigner.field.supportRefesh")}
          checked={form.supportRefesh}
          onChange={(e) => set("supportRefesh", e.currentTarget.checked)}
        />
        {form.supportRefesh &&
          field("refeshTime", text("refeshTime"), t("columnDesigner.editor.refeshTimeHelp"))}
        {field("template", area("template", 10), t("columnDesigner.editor.templateHelp"))}
        <fieldset style={{ border: 0, padding: 0 }}>
          <legend>{t("columnDesigner.editor.rights")}</legend>
          <p style={{ fontSize: 12 }}>{t("columnDesigner.editor.rightsHelp")}</p>
          {field("roles", rights("roles", "role"))}
          {field("orgs", rights("orgs", "org"))}
          {field("users", rights("users", "user"))}
        </fieldset>
        {outcome && (
          <Callout
            intent={outcome.intent === "success" ? Intent.SUCCESS : Intent.DANGER}
            role={outcome.intent === "success" ? "status" : "alert"}
            style={{ marginBottom: 12 }}
          >
            {outcome.message}
          </Callout>
        )}
        <div style={{ display: "flex", gap: 8 }}>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            icon="floppy-disk"
            loading={saving}
            text={t("columnDesigner.save")}
          />
          <Button text={t("columnDesigner.back")} onClick={() => void navigate("/v-config/homeColumns")} />
        </div>
      </form>
      <section style={{ flex: "1 1 360px", minWidth: 0 }} aria-label={t("columnDesigner.preview.title")}>
        <h4 className="bp6-heading">{t("columnDesigner.preview.title")}</h4>
        <ColumnPreview form={form} />
      </section>
    </div>
  );
}

/** The route page v-config/homeColumns/:id ("new" for a new column), for users with homeColumnManage. */
export function ColumnEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const allowed = useHasMethod(COLUMN_MANAGE_METHOD);
  if (!allowed) return <NonIdealState icon="lock" title={t("columnDesigner.noRight")} />;
  return <ColumnEditor key={id} id={id} />;
}
