import { act, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import type { MessageRow } from "../api";
import { messagesHandler, sampleMessages } from "../fixtures";
import { messagesChangedAtom } from "../model";
import { MessageBadge } from "./MessageBadge";

let messages: MessageRow[];
const store = createStore();

async function renderBadge() {
  http.defaults.adapter = fakeAdapter(messagesHandler(messages));
  await act(async () => {
    render(
      <Provider store={store}>
        <AppEngineProvider engine={createAppEngine()}>
          <MemoryRouter>
            <MessageBadge />
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
}

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
  messages = sampleMessages();
});

describe("MessageBadge", () => {
  it("shows the unread count on a link to the message receiver, and follows a change at once", async () => {
    await renderBadge();
    const link = await screen.findByRole("link", { name: "站内消息，2 条未读" });
    expect(link).toHaveAttribute("href", "/v-personal/v-messageReceiver");
    expect(link).toHaveTextContent("2");
    messages[0].isRead = 1;
    await act(async () => store.set(messagesChangedAtom, (n) => n + 1));
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "站内消息，1 条未读" })).toHaveTextContent("1"),
    );
  });

  it("draws no number at 0", async () => {
    messages = messages.map((m) => ({ ...m, isRead: 1 }));
    await renderBadge();
    const link = await screen.findByRole("link", { name: "站内消息，0 条未读" });
    expect(link).not.toHaveTextContent(/\d/);
  });
});
