import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { ImageViewer } from "./ImageViewer";

const images = [
  { src: "/a.png", name: "甲.png" },
  { src: "/b.png", name: "乙.png" },
  { src: "/c.png", name: "丙.png" },
];
const shown = () => screen.getByRole("img") as HTMLImageElement;
const viewer = () => screen.getByRole("region", { name: "图片查看器" });

describe("ImageViewer", () => {
  it("zooms in and out, rotates and resets", () => {
    render(<ImageViewer images={images} />);
    fireEvent.click(screen.getByRole("button", { name: "放大" }));
    expect(shown().style.transform).toBe("rotate(0deg) scale(1.25)");
    fireEvent.click(screen.getByRole("button", { name: "向右旋转" }));
    expect(shown().style.transform).toBe("rotate(90deg) scale(1.25)");
    fireEvent.click(screen.getByRole("button", { name: "向左旋转" }));
    fireEvent.click(screen.getByRole("button", { name: "向左旋转" }));
    expect(shown().style.transform).toBe("rotate(270deg) scale(1.25)");
    fireEvent.click(screen.getByRole("button", { name: "缩小" }));
    fireEvent.click(screen.getByRole("button", { name: "缩小" }));
    expect(shown().style.transform).toBe("rotate(270deg) scale(0.8)");
    fireEvent.click(screen.getByRole("button", { name: "还原" }));
    expect(shown().style.transform).toBe("rotate(0deg) scale(1)");
  });

  it("goes to the next and previous image, wrapping round, and says where it is", () => {
    const onIndexChange = vi.fn();
    render(<ImageViewer images={images} initialIndex={2} onIndexChange={onIndexChange} />);
    expect(shown().getAttribute("alt")).toBe("丙.png");
    expect(screen.getByText("第 3 / 3 张")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(shown().getAttribute("alt")).toBe("甲.png");
    fireEvent.click(screen.getByRole("button", { name: "上一张" }));
    expect(shown().getAttribute("alt")).toBe("丙.png");
    expect(onIndexChange.mock.calls).toEqual([[0], [2]]);
  });

  it("answers the keys: arrows change the image, + and - zoom, Esc closes", () => {
    const onClose = vi.fn();
    render(<ImageViewer images={images} onClose={onClose} />);
    expect(document.activeElement).toBe(viewer());
    fireEvent.keyDown(viewer(), { key: "ArrowRight" });
    expect(shown().getAttribute("alt")).toBe("乙.png");
    fireEvent.keyDown(viewer(), { key: "ArrowLeft" });
    fireEvent.keyDown(viewer(), { key: "ArrowLeft" });
    expect(shown().getAttribute("alt")).toBe("丙.png");
    fireEvent.keyDown(viewer(), { key: "+" });
    fireEvent.keyDown(viewer(), { key: "+" });
    expect(shown().style.transform).toBe("rotate(0deg) scale(1.56)");
    fireEvent.keyDown(viewer(), { key: "-" });
    expect(shown().style.transform).toBe("rotate(0deg) scale(1.25)");
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(viewer(), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows one image without the previous/next controls, and says so when there is none", () => {
    const view = render(<ImageViewer images={images.slice(0, 1)} />);
    expect(screen.queryByRole("button", { name: "下一张" })).toBeNull();
    expect(screen.queryByRole("button", { name: "关闭" })).toBeNull();
    view.unmount();
    render(<ImageViewer images={[]} />);
    expect(screen.getByText("没有可查看的图片")).toBeTruthy();
  });
});
