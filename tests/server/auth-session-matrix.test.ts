import { decodeJwt } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * Who a token stands for (server/http/auth.ts resolveToken; issue 17): every combination of the session's
 * and the user's state, against the rule that a token opens the API only when its session is not revoked,
 * not expired, its user is active, and the token is of the session's generation, or of the one before it
 * while that one's grace lasts. One token per generation, the row set to each state in turn.
 */

let t: TestApp;
let tokens: string[];
let sessionId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const first = await tokenOf(t.app, "zhangsan");
  const second = (await t.app.inject({ url: "/refresh", headers: bearer(first) })).json().token as string;
  const third = (await t.app.inject({ url: "/refresh", headers: bearer(second) })).json().token as string;
  tokens = [first, second, third];
  sessionId = decodeJwt(first).sid as string;
  userId = decodeJwt(first).uid as string;
});
afterAll(() => t.close());

const menu = (token: string) =>
  t.app.inject({ url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu", headers: bearer(token) });

interface State {
  revoked: boolean;
  expired: boolean;
  userActive: boolean;
  graceLasts: boolean;
}

/** Puts the session and its user into `state`; the session stays at generation 2 (the third token's). */
async function put(state: State) {
  await t.db
    .updateTable("uc_session")
    .set({
      generation: 2,
      revoked_at: state.revoked ? sql`now()` : null,
      expires_at: state.expired ? sql`now() - interval '1 second'` : sql`now() + interval '1 hour'`,
      previous_until: state.graceLasts ? sql`now() + interval '1 minute'` : sql`now() - interval '1 second'`,
    })
    .where("id", "=", sessionId)
    .execute();
  await t.db
    .updateTable("uc_user")
    .set({ status: state.userActive ? 1 : 0 })
    .where("id", "=", userId)
    .execute();
}

const states: State[] = [];
for (const revoked of [false, true])
  for (const expired of [false, true])
    for (const userActive of [true, false])
      for (const graceLasts of [true, false]) states.push({ revoked, expired, userActive, graceLasts });

describe("a token opens the API only for a live session of an active user, at its generation", () => {
  it.each(states)(
    "revoked $revoked, expired $expired, user active $userActive, grace lasts $graceLasts",
    async (state) => {
      await put(state);
      const live = !state.revoked && !state.expired && state.userActive;
      // tokens[0] is two generations back, tokens[1] one (the grace), tokens[2] the session's own.
      const expected = [false, live && state.graceLasts, live].map((ok) => (ok ? 200 : 401));
      const answers = [];
      for (const token of tokens) answers.push((await menu(token)).statusCode);
      expect(answers).toEqual(expected);
    },
  );

  it("refuses a token that is not a Bearer token, is empty, or is not ours", async () => {
    for (const authorization of [
      "",
      "Bearer ",
      `Basic ${tokens[2]}`,
      `Bearer ${tokens[2]}x`,
      `bearer ${tokens[2]}`,
    ]) {
      const res = await t.app.inject({
        url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
        headers: { authorization },
      });
      expect([authorization, res.statusCode]).toEqual([authorization, 401]);
    }
  });
});
