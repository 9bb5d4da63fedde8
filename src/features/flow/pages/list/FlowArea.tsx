import { useQuery } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { secretariesAtom } from "../../../../platform/menus/menuSelection";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { getSecretaryByUserId } from "../../api/bpmLists";

/**
 * The flow area under /v-flow: its lists in the shell, whose side menu shows the v-flow menu's
 * children. Loads the user's secretary records (again for another user: sign-in as someone else) into
 * `secretariesAtom`, so that the shell keeps the leaders' to-do entry (v-leader) only for a leader's
 * secretary (spec 2 §2.1); a failed or missing endpoint counts as no records.
 */
export function FlowArea() {
  const setSecretaries = useSetAtom(secretariesAtom);
  const userId = useAtomValue(currentUserAtom)?.userId;
  const { data: records } = useQuery({
    queryKey: ["flow", "secretaries", userId],
    queryFn: () => getSecretaryByUserId(),
  });
  useEffect(() => {
    if (records) setSecretaries(records);
  }, [records, setSecretaries]);
  return <Outlet />;
}
