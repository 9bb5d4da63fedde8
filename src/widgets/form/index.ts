export { type BigForm, bigForm } from "./bigFormFixture";
export { prepareDefinition, UI_CALC, UI_MODE, UI_RULES } from "./definition";
export { OnlineForm } from "./OnlineForm";
export { type FormPermission, fromFormPermission, type PermissionProps } from "./permission";
export { blueprintTemplates } from "./theme";
export type {
  CheckAnswer,
  FieldMode,
  FileRef,
  FormFailure,
  FormLoadError,
  FormServices,
  OnlineFormHandle,
  OnlineFormProps,
  OnlineFormSubmit,
  UploadOptions,
} from "./types";
export { createNoEvalValidator, NoEvalValidator } from "./validation/NoEvalValidator";
export { blueprintWidgets } from "./widgets";
