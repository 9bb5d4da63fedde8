import { useState } from "react";
import type { ReactEngine } from "../../../engine/react";
import { Playground } from "./Playground";
import { createPlaygroundEngine } from "./playgroundEngine";

/**
 * The routed playground (配置工作台 → 文档试验台, /v-config/playground): the playground on an engine of
 * its own, keeping the last document in localStorage.
 */
export function PlaygroundPage({ engine: given }: { engine?: ReactEngine }) {
  const [engine] = useState(() => given ?? createPlaygroundEngine());
  return <Playground engine={engine} />;
}
