import type { RegistryWidgetsType } from "@rjsf/utils";
import { CheckboxWidget, SwitchWidget } from "./BooleanWidgets";
import { CheckboxesWidget, RadioWidget, SelectWidget } from "./ChoiceWidgets";
import { DateTimeWidget, DateWidget, TimeWidget } from "./LazyDateWidgets";
import { CurrencyWidget, NumberWidget, RangeWidget } from "./NumberWidgets";
import { ColorWidget, HiddenWidget, PasswordWidget, TextareaWidget, TextWidget } from "./TextWidgets";
import { UploadWidget } from "./UploadWidget";

/**
 * The Blueprint widgets by rjsf widget name (stable object: rjsf's registry must not change per render).
 * rjsf's own names map onto ours (`updown` → number, `alt-date` → date, `file` → upload).
 */
export const blueprintWidgets: RegistryWidgetsType = {
  TextWidget,
  PasswordWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
  ColorWidget,
  TextareaWidget,
  HiddenWidget,
  UpDownWidget: NumberWidget,
  RangeWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  CheckboxesWidget,
  DateWidget,
  TimeWidget,
  DateTimeWidget,
  AltDateWidget: DateWidget,
  AltDateTimeWidget: DateTimeWidget,
  FileWidget: UploadWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  email: TextWidget,
  uri: TextWidget,
  url: TextWidget,
  color: ColorWidget,
  hidden: HiddenWidget,
  number: NumberWidget,
  updown: NumberWidget,
  range: RangeWidget,
  currency: CurrencyWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  switch: SwitchWidget,
  date: DateWidget,
  time: TimeWidget,
  datetime: DateTimeWidget,
  "date-time": DateTimeWidget,
  "alt-date": DateWidget,
  "alt-datetime": DateTimeWidget,
  file: UploadWidget,
  files: UploadWidget,
  upload: UploadWidget,
};
