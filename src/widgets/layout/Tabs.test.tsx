import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { Tabs, truncateLabel } from "./Tabs";

describe("Tabs", () => {
  it("truncates labels over 10 characters and keeps shorter ones whole", () => {
    expect(truncateLabel("日常工作")).toBe("日常工作");
    expect(truncateLabel("一二三四五六七八九十")).toBe("一二三四五六七八九十");
    expect(truncateLabel("一二三四五六七八九十十一")).toBe("一二三四五六七八九十…");
    expect(truncateLabel("Project progress")).toBe("Project progress");
  });

  it("keeps English built-in names whole and cuts longer English at a word break, never mid-word", () => {
    expect(truncateLabel("Approval history")).toBe("Approval history");
    expect(truncateLabel("Flow diagram")).toBe("Flow diagram");
    expect(truncateLabel("Project progress of every subsidiary")).toBe("Project progress of…");
    expect(truncateLabel("Supercalifragilisticexpialidocious")).toBe("Supercalifragilistic…");
  });

  it("shows the whole label of a truncated tab in a tooltip", async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        tabs={[
          { key: "day", title: "日", content: <p>day panel</p> },
          { key: "long", title: "各子公司项目进度一览表", content: <p>long panel</p> },
        ]}
      />,
    );
    const short = screen.getByText("各子公司项目进度一览…");
    expect(screen.queryByText("各子公司项目进度一览表")).toBeNull();
    await user.hover(short);
    expect(await screen.findByText("各子公司项目进度一览表")).toBeInTheDocument();
  });

  it("opens the first tab, switches on click and reports the key", () => {
    const onChange = vi.fn();
    render(
      <Tabs
        onChange={onChange}
        tabs={[
          { key: "day", title: "日", content: <p>day panel</p> },
          { key: "week", title: "周", content: <p>week panel</p> },
        ]}
      />,
    );
    expect(screen.getByText("day panel")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "周" }));
    expect(onChange).toHaveBeenCalledWith("week");
    expect(screen.getByText("week panel")).toBeInTheDocument();
    expect(screen.queryByText("day panel")).toBeNull();
  });
});
