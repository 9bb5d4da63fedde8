import { useFlowMenuCounts } from "../../features/flow";
import { MessageBadge, useLiveEvents } from "../../features/messages";
import AppLayout from "./AppLayout";

/**
 * The application shell with the features wired in: AppLayout given the flow area's badge counts (v-todo,
 * v-todoRead, loaded and kept fresh by the flow feature) and the message badge in the header, with the
 * live events that refresh both at once. Routes use it in place of AppLayout.
 */
export function FlowShell() {
  useLiveEvents();
  return <AppLayout counts={useFlowMenuCounts()} headerItems={<MessageBadge />} />;
}
