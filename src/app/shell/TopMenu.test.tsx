import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { menu, sampleMenus } from "./layoutFixtures";
import { MENU_RESIZE_DELAY_MS, MORE_MENU_ID, TopMenu } from "./TopMenu";

/**
 * jsdom has no layout: give every measured item and the More button a width, and the items box the
 * header's free space (less More's width while More is shown, as the real layout does).
 */
let available = 2000;
const ITEM_WIDTH = 100;
const MORE_WIDTH = 80;
const saved = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth")!,
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, "clientWidth")!,
};

beforeEach(() => {
  available = 2000;
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", {
    configurable: true,
    get(this: HTMLElement) {
      if (this.dataset.measure === "item") return ITEM_WIDTH;
      if (this.dataset.measure === "more") return MORE_WIDTH;
      return 0;
    },
  });
  Object.defineProperty(Element.prototype, "clientWidth", {
    configurable: true,
    get(this: Element) {
      if (!this.classList.contains("tessera-topmenu-items")) return 0;
      return document.querySelector(`[data-menu-id="${MORE_MENU_ID}"]`) ? available - MORE_WIDTH : available;
    },
  });
});

afterEach(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", saved.offsetWidth);
  Object.defineProperty(Element.prototype, "clientWidth", saved.clientWidth);
  vi.useRealTimers();
});

const topMenus = sampleMenus.slice(0, 5); // 首页 流程中心 内容中心 邮件 个人办公

const barButtons = () =>
  within(screen.getByRole("navigation", { name: "主菜单" }))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("TopMenu (spec 1 §2 Layout: top menu overflow)", () => {
  it("shows every menu when they all fit", () => {
    render(<TopMenu menus={topMenus} onSelect={() => {}} />);
    expect(barButtons()).toEqual(["首页", "流程中心", "内容中心", "邮件", "个人办公"]);
  });

  it("moves the menus that do not fit into 更多 (id -2) and selects them from there", async () => {
    available = 300; // 2 × 100 + 80 fits, 3 × 100 + 80 does not
    const onSelect = vi.fn();
    render(<TopMenu menus={topMenus} onSelect={onSelect} activeAlias="v-mail" />);

    expect(barButtons()).toEqual(["首页", "流程中心", "更多"]);
    const more = screen.getByRole("button", { name: "更多" });
    expect(more).toHaveAttribute("data-menu-id", MORE_MENU_ID);
    expect(more).toHaveClass("bp6-active"); // the active menu is inside More

    fireEvent.click(more);
    const moreMenu = await screen.findByRole("menu", { name: "更多" });
    expect(
      within(moreMenu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["内容中心", "邮件", "个人办公"]);
    fireEvent.click(within(moreMenu).getByRole("menuitem", { name: "个人办公" }));
    expect(onSelect).toHaveBeenCalledWith(topMenus[4]);
  });

  it("recalculates the overflow 600 ms after a window resize", () => {
    vi.useFakeTimers();
    render(<TopMenu menus={topMenus} onSelect={() => {}} />);
    expect(screen.queryByRole("button", { name: "更多" })).toBeNull();

    available = 300;
    fireEvent(window, new Event("resize"));
    act(() => vi.advanceTimersByTime(MENU_RESIZE_DELAY_MS - 1));
    expect(screen.queryByRole("button", { name: "更多" })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(barButtons()).toEqual(["首页", "流程中心", "更多"]);

    // Measured again with 更多 in place, the fit stays the same (no flipping back and forth).
    fireEvent(window, new Event("resize"));
    act(() => vi.advanceTimersByTime(MENU_RESIZE_DELAY_MS));
    expect(barButtons()).toEqual(["首页", "流程中心", "更多"]);
  });

  it("warns 屏幕太窄，菜单可能显示不全 when not even one menu fits beside 更多", async () => {
    available = 150;
    render(<TopMenu menus={topMenus} onSelect={() => {}} />);

    expect(barButtons()).toEqual(["更多"]);
    await waitFor(() =>
      expect(document.querySelector(".bp6-toast")).toHaveTextContent("屏幕太窄，菜单可能显示不全"),
    );
  });

  it("shows a count badge on v-todo and v-todoRead only when the count is above 0", () => {
    const menus = [menu("v-todo", "待办", 1), menu("v-todoRead", "待阅", 2), menu("v-mail", "邮件", 3)];
    render(
      <TopMenu menus={menus} onSelect={() => {}} counts={{ "v-todo": 5, "v-todoRead": 0, "v-mail": 9 }} />,
    );

    expect(within(screen.getByRole("button", { name: /待办/ })).getByText("5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /待阅/ })).toHaveTextContent(/^待阅$/);
    expect(screen.getByRole("button", { name: /邮件/ })).toHaveTextContent(/^邮件$/);
  });

  it("draws no badge without counts (no data source yet)", () => {
    const menus = [menu("v-todo", "待办", 1)];
    render(<TopMenu menus={menus} onSelect={() => {}} />);
    expect(screen.getByRole("button", { name: "待办" })).toHaveTextContent(/^待办$/);
  });
});
