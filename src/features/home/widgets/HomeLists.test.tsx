import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SystemTiles } from "./HomeLists";

describe("SystemTiles", () => {
  it("draws the seed's Element-UI icons as Blueprint icons and a letter where the name means nothing", () => {
    render(
      <SystemTiles
        systems={[
          { id: "1", name: "邮件系统", url: "https://mail.example", icon: "el-icon-message" },
          { id: "2", name: "人力资源", url: "https://hr.example", icon: "el-icon-user" },
          { id: "3", name: "档案", url: "https://files.example", icon: "fa fa-archive" },
          { id: "4", name: "wiki", url: "https://wiki.example" },
        ]}
        loading={false}
        error={null}
        onRetry={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    const tile = (name: string) => screen.getByRole("button", { name: new RegExp(name) });
    expect(tile("邮件系统").querySelector('[data-icon="envelope"]')).not.toBeNull();
    expect(tile("人力资源").querySelector('[data-icon="person"]')).not.toBeNull();
    expect(tile("档案").querySelector("[data-icon]")).toBeNull();
    expect(tile("档案").querySelector(".tessera-homewidget-tile-letter")?.textContent).toBe("档");
    expect(tile("wiki").querySelector(".tessera-homewidget-tile-letter")?.textContent).toBe("W");
  });
});
