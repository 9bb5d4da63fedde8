import type { ReactNode } from "react";
import type { FlowScreen } from "./FlowScreenContext";

/** Values a container puts into its document scope (under `flow`), for texts and visibleOn of the document. */
export interface ScreenSummary {
  subject?: string;
  instId?: string;
  defKey?: string;
  status?: string;
  nodeName?: string;
}

/** What a screen hook gives its container to render. */
export type ScreenModel =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  /** Loaded, but the screen refuses to show (无启动权限，请联系管理员). */
  | { status: "refused"; message: string }
  | {
      status: "ready";
      screen: FlowScreen;
      summary: ScreenSummary;
      /** The blocking overlay's text, or null. */
      busy: string | null;
      /** Dialogs of the screen (reject, end process). */
      dialogs?: ReactNode;
    };
