import type { TemplatesType } from "@rjsf/utils";
import {
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
} from "./ArrayFieldTemplates";
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
} from "./buttons";
import { FieldTemplate } from "./FieldTemplate";
import {
  ArrayFieldDescriptionTemplate,
  ArrayFieldTitleTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  MultiSchemaFieldTemplate,
  WrapIfAdditionalTemplate,
} from "./misc";
import { ObjectFieldTemplate, TitleFieldTemplate } from "./ObjectFieldTemplate";

/** The Blueprint templates (a stable object: rjsf's registry must not change per render). */
export const blueprintTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldTitleTemplate,
  ArrayFieldDescriptionTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  MultiSchemaFieldTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
    ClearButton,
  },
};
