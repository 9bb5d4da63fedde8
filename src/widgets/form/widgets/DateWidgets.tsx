import { Intent } from "@blueprintjs/core";
import { DateInput, TimePicker, TimePrecision } from "@blueprintjs/datetime";
import type { WidgetProps } from "@rjsf/utils";
import { format, parse } from "date-fns";
import { enUS, zhCN } from "date-fns/locale";
import { useTranslation } from "react-i18next";
import { isStrictDate } from "../../../engine/schema/validator/formats";
import { readOnlyClass } from "../../fields/readOnly";
import { useFieldBinding } from "../state/context";

/** The stored formats: strict `YYYY-MM-DD`, `HH:mm:ss` and `YYYY-MM-DD HH:mm:ss` (RULES.md). */
export const DATE_FORMAT = "yyyy-MM-dd";
export const TIME_FORMAT = "HH:mm:ss";
export const DATETIME_FORMAT = "yyyy-MM-dd HH:mm:ss";

/** The date-fns locale of the UI language. */
export function dateLocale(language: string) {
  return language === "en-US" ? enUS : zhCN;
}

/** DateInput speaks ISO strings; the field stores `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (local time). */
function toIso(value: unknown, withTime: boolean): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (!withTime) return isStrictDate(value, DATE_FORMAT) ? value : null;
  const text = value.replace("T", " ").slice(0, 19);
  return isStrictDate(text, DATETIME_FORMAT) ? text.replace(" ", "T") : null;
}

function fromIso(iso: string | null, withTime: boolean): string | undefined {
  if (!iso) return undefined;
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}

function DateField({ withTime, ...props }: WidgetProps & { withTime: boolean }) {
  const { t, i18n } = useTranslation();
  const { id, disabled, readonly, placeholder, autofocus } = props;
  const field = useFieldBinding(props);
  const pattern = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  return (
    <DateInput
      value={toIso(field.value, withTime)}
      onChange={(iso) => field.onChange(fromIso(iso, withTime))}
      onError={() => field.onChange(undefined)}
      dateFnsFormat={pattern}
      locale={dateLocale(i18n.language)}
      timePrecision={withTime ? TimePrecision.SECOND : undefined}
      showTimezoneSelect={false}
      disabled={disabled || readonly}
      fill
      placeholder={placeholder || t(withTime ? "form.dateTimePlaceholder" : "form.datePlaceholder")}
      invalidDateMessage={t("form.invalidDate")}
      outOfRangeMessage={t("form.outOfRange")}
      minDate={new Date(1900, 0, 1)}
      maxDate={new Date(2100, 11, 31)}
      canClearSelection
      highlightCurrentDay
      inputProps={{
        id,
        autoFocus: autofocus,
        "aria-label": field.ariaLabel,
        "aria-invalid": field.errors ? true : undefined,
        intent: field.errors ? Intent.DANGER : undefined,
        readOnly: readonly,
        inputClassName: readOnlyClass(readonly),
      }}
    />
  );
}

/** A date (Blueprint DateInput, date-fns locale of the UI), stored as `YYYY-MM-DD`. */
export function DateWidget(props: WidgetProps) {
  return <DateField {...props} withTime={false} />;
}

/** A date and time, stored as `YYYY-MM-DD HH:mm:ss`. */
export function DateTimeWidget(props: WidgetProps) {
  return <DateField {...props} withTime />;
}

/** A time of day (Blueprint TimePicker, seconds), stored as 24-hour `HH:mm:ss`. */
export function TimeWidget(props: WidgetProps) {
  const { id, disabled, readonly } = props;
  const field = useFieldBinding(props);
  const reference = new Date(2000, 0, 1);
  const value =
    typeof field.value === "string" && isStrictDate(field.value, TIME_FORMAT)
      ? parse(field.value, TIME_FORMAT, reference)
      : null;
  return (
    <div id={id}>
      <TimePicker
        value={value}
        precision={TimePrecision.SECOND}
        disabled={disabled || readonly}
        onChange={(time) => field.onChange(format(time, TIME_FORMAT))}
      />
    </div>
  );
}
