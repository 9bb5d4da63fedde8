import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import type { FormRemindData } from "../../../api/contract";
import { HOME_REMINDERS } from "../widgets/column/fixtures";
import { HomeReminders, REMINDER_STAGGER_MS, reminderPath } from "./HomeReminders";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

async function renderReminders(reminders: FormRemindData[] = HOME_REMINDERS) {
  const remove = vi.fn(async (_id: string) => undefined);
  const load = vi.fn(async () => reminders);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={["/home"]}>
        <Routes>
          <Route path="/home" element={<HomeReminders load={load} remove={remove} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  });
  return { load, remove };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const toasts = () => Array.from(document.querySelectorAll(".tessera-home-reminder"));
const toastOf = (subject: string) =>
  screen.getByText(subject).closest(".tessera-home-reminder") as HTMLElement;

describe("reminders (issue 5 §3)", () => {
  it("appear one at a time, 500 ms apart, with subject and content", async () => {
    const { load } = await renderReminders();
    expect(load).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(toasts()).toHaveLength(1);
    expect(screen.getByText("合同到期提醒")).toBeInTheDocument();
    expect(screen.getByText("合同 HT-001 将于 3 天后到期")).toBeInTheDocument();
    await advance(REMINDER_STAGGER_MS - 1);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(2);
    await advance(REMINDER_STAGGER_MS);
    expect(toasts()).toHaveLength(3);
    expect(
      document.querySelector(".bp6-toast-container.bp6-toast-container-bottom.bp6-toast-container-right"),
    ).not.toBeNull();
  });

  it("stay until closed; closing one whose count is 1 deletes it, the others are only hidden", async () => {
    const { remove } = await renderReminders();
    await advance(REMINDER_STAGGER_MS * 3);
    await advance(60_000);
    expect(toasts()).toHaveLength(3);
    fireEvent.click(toastOf("合同到期提醒").querySelector("button[aria-label='Close']") as HTMLElement);
    await advance(0);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(toastOf("请假单待补充").querySelector("button[aria-label='Close']") as HTMLElement);
    await advance(0);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith("r2");
    await advance(1000);
    expect(screen.queryByText("请假单待补充")).not.toBeInTheDocument();
    expect(screen.getByText("周报提醒")).toBeInTheDocument();
  });

  it("open the reminder's form on a click", async () => {
    await renderReminders([HOME_REMINDERS[1]]);
    await advance(0);
    // The link is named by what it shows: the subject and the content.
    fireEvent.click(screen.getByRole("link", { name: "请假单待补充 请补充请假事由" }));
    await advance(0);
    expect(screen.getByTestId("where").textContent).toBe(
      "/statement/template/form/leave/get/true?id=l9&startFlow=false",
    );
    expect(reminderPath({ opemType: "leave", opemId: "l9" })).toBe(
      "/statement/template/form/leave/get/true?id=l9&startFlow=false",
    );
  });
});
