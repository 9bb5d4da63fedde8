import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Outlet } from "react-router-dom";
import { secretariesAtom } from "../../../../platform/menus/menuSelection";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { getSecretaryByUserId } from "../../api/bpmLists";

/**
 * The flow area under /v-flow: its lists in the shell, whose side menu shows the v-flow menu's
 * children. Loads the user's secretary records into `secretariesAtom`, so that the shell keeps the
 * leaders' to-do entry (v-leader) only for a leader's secretary (spec 2 §2.1); a failed or missing
 * endpoint counts as no records.
 */
export function FlowArea() {
  const setSecretaries = useSetAtom(secretariesAtom);
  const userId = useAtomValue(currentUserAtom)?.userId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user (sign-in as someone else) has other records
  useEffect(() => {
    let live = true;
    void getSecretaryByUserId().then((records) => {
      if (live) setSecretaries(records);
    });
    return () => {
      live = false;
    };
  }, [userId, setSecretaries]);
  return <Outlet />;
}
