import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineProvider } from "../../../../engine/react";
import "../../../../i18n";
import { homeDocument, homeEngine } from "../testEngine";
import { b64, homeColumn } from "./fixtures";
import { HomeColumnView } from "./HomeColumn";

/* Issue 13 §3: a home card shows its title once (the card header), not again inside its widget. */

beforeAll(async () => {
  await import("../contentWidgets");
}, 30_000);

async function renderColumn(name: string, node: Record<string, unknown>) {
  const { engine } = homeEngine();
  await act(async () => {
    render(
      <MemoryRouter>
        <EngineProvider engine={engine}>
          <HomeColumnView
            column={homeColumn("col", {
              name,
              colUrl: "/meetingList/0",
              templateHtml: b64(JSON.stringify(homeDocument(node))),
            })}
          />
        </EngineProvider>
      </MemoryRouter>,
    );
  });
}

describe("a home column card", () => {
  it("names 今日会议 once: in its header, not again above the meetings", async () => {
    await renderColumn("今日会议", { type: "home-meetings" });
    const card = document.querySelector(".tessera-home-column") as HTMLElement;
    await within(card).findByRole("list", { name: "今日会议" });
    expect(within(card).getAllByText("今日会议")).toHaveLength(1);
    expect(card.querySelector(".tessera-homewidget-heading-link")).toBeNull();
    expect(screen.getByRole("button", { name: /更多/ })).toBeInTheDocument();
  });
});
