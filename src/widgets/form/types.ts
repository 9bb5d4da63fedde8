import type {
  CustomValidator,
  ErrorTransformer,
  RegistryWidgetsType,
  RJSFSchema,
  UiSchema,
} from "@rjsf/utils";

/** A field's mode from the server (CONTRACT §9): b required, w writable, r read-only, n hidden. */
export type FieldMode = "b" | "w" | "r" | "n";

/** A stored file as the files API answers an upload (POST /system/file/v1/fileUpload). */
export interface FileRef {
  id: string;
  name: string;
  size: number;
}

/** How an upload reports progress and is cancelled. */
export interface UploadOptions {
  /** Fraction uploaded, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What a backend or already-exists check answers (the rules' PostCheckAnswer). */
export interface CheckAnswer {
  ok: boolean;
  message?: string;
}

/** Services the form needs from the app; a widget never calls HTTP itself. */
export interface FormServices {
  /** Uploads one file (the app posts it to /system/file/v1/fileUpload). */
  upload?: (file: File, options?: UploadOptions) => Promise<FileRef>;
  /** Opens or downloads a stored file (GET /system/file/v1/downloadFile?fileId=). */
  download?: (file: FileRef) => void;
  /** Previews a stored file. */
  preview?: (file: FileRef) => void;
  /**
   * Downloads a field's stored files as one zip (GET /system/file/v1/downloadAllFile?fileIds=); the field
   * offers 全部下载 with it and shows a rejection's message.
   */
  downloadAll?: (files: FileRef[]) => Promise<void>;
  /** Posts a value to a check endpoint (backend validation, already-exists rules). */
  postCheck?: (url: string, value: unknown, signal?: AbortSignal) => Promise<CheckAnswer>;
}

/** What onSubmit receives. */
export interface OnlineFormSubmit<T = unknown> {
  formData: T;
}

/** A failure shown in the error notification. */
export interface FormFailure {
  /** Dotted data path (`sub_items.0.price`; empty for the whole form). */
  key: string;
  /** The field's label as shown on the form (row numbers for sub-table rows). */
  label: string;
  message: string;
}

/** A problem in the form definition found at load, with the JSON path of the bad node. */
export interface FormLoadError {
  path: string;
  message: string;
}

/** Props of {@link OnlineForm}. */
export interface OnlineFormProps<T = unknown> {
  /** The form's JSON Schema (from the server). */
  schema: RJSFSchema;
  /**
   * rjsf's uiSchema plus our keys: `ui:rules` (rule string, e.g. `required|max:20`), `ui:mode` (b/w/r/n),
   * `ui:calc` (formula of a computed field), `ui:widget: "currency"` (shows the capital amount).
   */
  uiSchema?: UiSchema;
  /** The starting data (BoRow: sub-tables are arrays under `sub_<name>`). */
  formData?: T;
  /** Field modes by dotted path; sub-table columns as `sub_items.price` (overrides `ui:mode`). */
  fieldModes?: Record<string, FieldMode>;
  /** Shows the whole form read-only (every field mode r). */
  readonly?: boolean;
  /** Called with the data when every check passed. */
  onSubmit?: (submit: OnlineFormSubmit<T>) => void | Promise<void>;
  /** Called with the failures when a submit was refused. */
  onError?: (failures: FormFailure[]) => void;
  /** Called after every change with the current data (not on every keystroke's render path: after it). */
  onChange?: (formData: T) => void;
  /** rjsf's cross-field hook (e.g. passwords that must match). */
  customValidate?: CustomValidator<T, RJSFSchema>;
  /** rjsf's hook to rewrite schema errors. */
  transformErrors?: ErrorTransformer<T, RJSFSchema>;
  /** List each failure in the notification (default); false shows only 请正确的填写表单内容. */
  errorDetail?: boolean;
  /** Text of the submit button; false hides it (a page may submit through a ref). */
  submitText?: string | false;
  /** App services: upload, download, preview, backend checks. */
  services?: FormServices;
  /** Extra or replacement widgets (merged over ours). */
  widgets?: RegistryWidgetsType;
  /** id prefix of the inputs (default `root`). */
  idPrefix?: string;
  className?: string;
}

/** What a ref to OnlineForm can do. */
export interface OnlineFormHandle<T = unknown> {
  /** Runs the submit (validation, notification, onSubmit); resolves true when the data was submitted. */
  submit: () => Promise<boolean>;
  /** The current data, edits included. */
  getData: () => T;
}
