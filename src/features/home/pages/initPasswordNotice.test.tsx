import { act, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { showToast } from "../../../api/toaster";
import { InitPasswordNotice } from "../../../app/guards/InitPasswordNotice";
import { sampleUser } from "../../../app/shell/layoutFixtures";
import { currentUserAtom, SESSION_KEYS } from "../../../platform/session/atoms";
import { HomePage } from "./HomePage";

vi.mock("../../../api/toaster", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../api/toaster")>()),
  showToast: vi.fn(async () => "key"),
}));

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});
afterEach(() => sessionStorage.clear());

/** /home as the entry guard shows it: the guard's initial-password notice and the home page. */
async function visitHome(isInitPassword: boolean) {
  const store = createStore();
  store.set(currentUserAtom, { ...sampleUser, userAttrs: { tenantId: "t-platform", isInitPassword } });
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={["/home"]}>
          <InitPasswordNotice />
          <HomePage
            loadLayout={async () => null}
            reminders={{ load: async () => [] }}
            welcome={{ loadCounts: async () => ({}) }}
          />
        </MemoryRouter>
      </Provider>,
    );
  });
  await screen.findByText("我的应用");
  return view as ReturnType<typeof render>;
}

describe("the initial-password notice on the home page (issue 5 §3)", () => {
  it("appears once per session for a user with an initial password (sessionStorage flag)", async () => {
    const first = await visitHome(true);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(showToast).mock.calls[0][0]).toMatchObject({ timeout: 0 });
    expect(sessionStorage.getItem(SESSION_KEYS.initPwdNoticeShown)).toBe("1");
    first.unmount();
    await visitHome(true);
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it("does not appear for a user whose password was changed", async () => {
    await visitHome(false);
    expect(showToast).not.toHaveBeenCalled();
  });
});
