import { composeStories } from "@storybook/react-vite";
import { act, configure, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import * as stories from "./Playground.stories";
// Gives src/platform the app's engine factory, as app/routes does in the app.
import "../../../app/setup/createAppEngine";

// A page renders once its lazy widgets' code has loaded; on a busy machine that takes longer than a second.
configure({ asyncUtilTimeout: 4000 });

const { FormExample, TableExample, ChartExample, ActionsExample, BrokenExample, NotJson } =
  composeStories(stories);

describe("Playground stories", () => {
  it.each([
    ["FormExample", FormExample, "申请人"],
    ["TableExample", TableExample, "共 23 条"],
    ["ActionsExample", ActionsExample, "显示提示"],
    ["BrokenExample", BrokenExample, "/body/2/columns/0/width"],
    ["NotJson", NotJson, "第 4 行，第 3 列"],
  ])("%s renders", async (_name, Story, text) => {
    await act(async () => {
      render(<Story />);
    });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it("ChartExample renders its cards", async () => {
    await act(async () => {
      render(<ChartExample />);
    });
    expect(await screen.findByText("月度销售趋势")).toBeInTheDocument();
    expect(await screen.findByText("部门费用汇总")).toBeInTheDocument();
  });
});
