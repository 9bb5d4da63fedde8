import { useAtomValue } from "jotai";
import { currentUserAtom, userDetailAtom } from "./atoms";

/** The name the shell greets the user with: the full name from the detail, else the login's name. */
export function useDisplayName(): string {
  const user = useAtomValue(currentUserAtom);
  const detail = useAtomValue(userDetailAtom);
  return detail?.user.fullname || user?.username || user?.account || "";
}
