import { describe, expect, it } from "vitest";
import { type TransferSettings, voteOutcome } from "../../server/bpm/engine/transfer";

/*
 * The arithmetic of a transfer's vote (server/bpm/engine/transfer.ts voteOutcome; issue 17): passed once
 * the decided side (agree, or oppose for refuse) reaches the amount, failed once it can no longer reach it
 * with the receivers still open, open otherwise; a percent is of all receivers, rounded up. No database:
 * the flows are in bpm-transfer-rules.test.ts.
 */

describe("voteOutcome: when a vote has passed, failed or is still open", () => {
  type Rule = Pick<TransferSettings, "decideType" | "voteType" | "voteAmount">;
  const agree = (voteAmount: number): Rule => ({ decideType: "agree", voteType: "amount", voteAmount });
  const refuse = (voteAmount: number): Rule => ({ ...agree(voteAmount), decideType: "refuse" });
  const percent = (voteAmount: number): Rule => ({ ...agree(voteAmount), voteType: "percent" });
  const A = "agree";
  const O = "oppose";
  const C = "cancel";
  const cases: [Rule, (string | null)[], "passed" | "failed" | "open"][] = [
    // amount, agree: passed at the amount exactly; open while the open votes could still reach it
    [agree(2), [A, A, null], "passed"],
    [agree(2), [A, null, null], "open"],
    [agree(2), [O, null, null], "open"],
    [agree(2), [O, O, null], "failed"],
    [agree(2), [A, O, O], "failed"],
    [agree(1), [O, A], "passed"],
    // a cancelled receiver neither counts nor can still vote
    [agree(2), [A, C, null], "open"],
    [agree(2), [A, C, O], "failed"],
    // refuse: the opposes count
    [refuse(1), [O, null], "passed"],
    [refuse(1), [A, null], "open"],
    [refuse(1), [A, A], "failed"],
    [refuse(2), [O, A, null], "open"],
    [refuse(2), [A, A, O], "failed"],
    // percent of the receivers, rounded up
    [percent(50), [A, null, null], "open"],
    [percent(50), [A, A, null], "passed"],
    [percent(50), [A, O, O], "failed"],
    [percent(34), [A, O, O], "failed"],
    [percent(34), [A, A, O], "passed"],
    [percent(1), [A, null, null], "passed"],
    [percent(100), [A, A, null], "open"],
    [percent(100), [A, O], "failed"],
    [percent(100), [A, A], "passed"],
    [percent(50), [A, null], "passed"],
  ];
  it.each(cases)("%j with %j is %s", (settings, decisions, outcome) => {
    expect(voteOutcome(settings, decisions)).toBe(outcome);
  });
});
