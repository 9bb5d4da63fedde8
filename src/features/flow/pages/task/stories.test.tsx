import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { FreshQueries } from "../../testQueries";
import * as noticeStories from "./NoticePanel.stories";

const notice = composeStories(noticeStories);

describe("flow notice stories", () => {
  it.each([
    ["a copy-to its receiver may answer", notice.CopyToReceiver, "请知悉"],
    ["a 传阅", notice.PassToRead, "传阅给您，请阅知"],
    ["what the sender sees", notice.Sender, "请知悉"],
  ])("renders %s", async (_, Story, text) => {
    render(
      <FreshQueries>
        <Story />
      </FreshQueries>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("offers a reply on a copy-to, not on a 传阅", async () => {
    const { unmount } = render(
      <FreshQueries>
        <notice.CopyToReceiver />
      </FreshQueries>,
    );
    expect(await screen.findByRole("button", { name: /回复/ })).toBeInTheDocument();
    unmount();
    render(
      <FreshQueries>
        <notice.PassToRead />
      </FreshQueries>,
    );
    await screen.findByText("传阅给您，请阅知");
    expect(screen.queryByRole("button", { name: /回复/ })).toBeNull();
  });
});
