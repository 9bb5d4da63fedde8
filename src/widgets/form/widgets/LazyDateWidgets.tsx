import type { WidgetProps } from "@rjsf/utils";
import { lazyWidget } from "../../status/lazyWidget";
import { WidgetState } from "../../status/WidgetState";

/*
 * The date, date-time and time widgets bring Blueprint's datetime package (react-day-picker, date-fns-tz),
 * which on load works out the offset of every time zone it lists, for hundreds of Intl formatters (measured
 * 0.1–0.3 s in the bench's profile of a form with no date field at all). They load with the first form that
 * draws one, in one chunk.
 */
const states = {
  loading: () => <WidgetState loading minHeight={30} />,
  failed: (_props: WidgetProps, error: Error, retry: () => void) => (
    <WidgetState error={error.message} onRetry={retry} minHeight={30} />
  ),
};
const widgets = () => import("./DateWidgets");

export const DateWidget = lazyWidget<WidgetProps>(() => widgets().then((m) => m.DateWidget), states);
export const DateTimeWidget = lazyWidget<WidgetProps>(() => widgets().then((m) => m.DateTimeWidget), states);
export const TimeWidget = lazyWidget<WidgetProps>(() => widgets().then((m) => m.TimeWidget), states);
