import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_OUTCOME } from "../../../model/formOutcome";
import { leaveForm } from "../fixtures";
import { readForm } from "./readForm";
import { createFormPortHolder, FORM_READY_WAIT_MS } from "./useFormPort";

const port = (valid: boolean) => ({
  submit: vi.fn(async () => valid),
  getData: () => ({ reason: "家中有事" }),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("readForm (spec 2 §4 outcome codes)", () => {
  it("waits for an online form whose code is still loading, then reads it (a press right after opening counts)", async () => {
    const holder = createFormPortHolder();
    const reading = readForm(leaveForm, holder);
    await vi.advanceTimersByTimeAsync(300);
    holder.set({ status: "ready", port: port(true) });
    await expect(reading).resolves.toEqual({ code: FORM_OUTCOME.ok, row: { reason: "家中有事" } });
  });

  it("runs the form's checks when validating (3), and skips them for a draft", async () => {
    const holder = createFormPortHolder();
    holder.set({ status: "ready", port: port(false) });
    await expect(readForm(leaveForm, holder)).resolves.toEqual({ code: FORM_OUTCOME.invalid });
    await expect(readForm(leaveForm, holder, false)).resolves.toMatchObject({ code: FORM_OUTCOME.ok });
  });

  it("gives 2 when the form failed to load while waited for, and 7 only once the wait is over", async () => {
    const failing = createFormPortHolder();
    const failed = readForm(leaveForm, failing);
    failing.set({ status: "failed" });
    await expect(failed).resolves.toEqual({ code: FORM_OUTCOME.formEmpty });

    const never = createFormPortHolder();
    const stuck = readForm(leaveForm, never);
    await vi.advanceTimersByTimeAsync(FORM_READY_WAIT_MS);
    await expect(stuck).resolves.toEqual({ code: FORM_OUTCOME.silentAbort });
  });

  it("does not wait without an online form (1)", async () => {
    await expect(readForm(undefined, createFormPortHolder())).resolves.toEqual({ code: FORM_OUTCOME.noForm });
  });
});
