import { useAtomValue } from "jotai";
import { useState } from "react";
import type { ReactEngine } from "../../../engine/react";
import { useAppEngineReady } from "../../../platform/appEngine";
import { userDetailAtom } from "../../../platform/session/atoms";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { Playground } from "./Playground";
import { createPlaygroundEngine } from "./playgroundEngine";

/** The role that may use the playground (its menu is granted to it alone). */
export const PLAYGROUND_ROLE = "sysAdmin";

/**
 * The routed playground (配置工作台 → 文档试验台, /v-config/playground): the playground on an engine of
 * its own, keeping the last document in localStorage. Only system administrators reach it; the server
 * checks every call it makes anyway.
 */
export function PlaygroundPage({ engine: given }: { engine?: ReactEngine }) {
  const detail = useAtomValue(userDetailAtom);
  const allowed = Boolean(given) || Boolean(detail?.role.some((r) => r.alias === PLAYGROUND_ROLE));
  if (!allowed) return <StatusPage kind="no-permission" back={{ to: "/home" }} fullPage={false} />;
  return <AllowedPlayground given={given} />;
}

function AllowedPlayground({ given }: { given?: ReactEngine }) {
  // The app's engine factory arrives in its own chunk; wait for it before building this page's engine.
  useAppEngineReady();
  const [engine] = useState(() => given ?? createPlaygroundEngine());
  return <Playground engine={engine} />;
}
