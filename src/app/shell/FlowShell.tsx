import { useAtomValue } from "jotai";
import { FilePreviewHost } from "../../features/files";
import { useFlowMenuCounts } from "../../features/flow";
import { MessageBadge, useLiveEvents } from "../../features/messages";
import { currentUserAtom } from "../../platform/session/atoms";
import AppLayout from "./AppLayout";

/**
 * The application shell with the features wired in: AppLayout given the flow area's badge counts (v-todo,
 * v-todoRead, loaded and kept fresh by the flow feature) and, for staff (not a short link's guest, who may
 * read only the linked page), the message badge in the header with the live events that refresh both at
 * once, and the app's one file preview dialog (openFilePreview). Routes use it in place of AppLayout.
 */
export function FlowShell() {
  const guest = !!useAtomValue(currentUserAtom)?.guest;
  useLiveEvents(!guest);
  return (
    <>
      <AppLayout counts={useFlowMenuCounts()} headerItems={guest ? undefined : <MessageBadge />} />
      <FilePreviewHost />
    </>
  );
}
