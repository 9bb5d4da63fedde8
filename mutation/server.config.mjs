import { area } from "./base.mjs";

/** The server's input layer, sign-in, approval actions and read access: `npm run mutation -- server`. */
export default area("server", {
  mutate: [
    "server/http/queryFilter.ts",
    "server/http/inputGuard.ts",
    "server/http/auth.ts",
    "server/bpm/engine/complete.ts",
    "server/bpm/engine/start.ts",
    "server/bpm/engine/endRevoke.ts",
    "server/bpm/engine/transfer.ts",
    "server/bpm/engine/inquiryActions.ts",
    "server/bpm/engine/urge.ts",
    "server/bpm/engine/turns.ts",
    "server/bpm/engine/notices.ts",
    "server/bpm/engine/lock.ts",
    "server/bpm/engine/follow.ts",
    "server/bpm/engine/dueTime.ts",
    "server/bpm/read/access.ts",
  ],
  vitestConfig: "mutation/vitest.server.config.ts",
});
