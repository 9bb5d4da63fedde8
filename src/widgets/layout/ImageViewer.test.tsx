import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { sampleImages } from "./fixtures";
import { ImageViewer, nextZoom } from "./ImageViewer";

const shown = () => screen.getByRole("dialog").querySelector("img") as HTMLImageElement;

describe("ImageViewer", () => {
  it("zooms by 1.25 within 20 % and 500 %", () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.8);
    expect(nextZoom(5, 1)).toBe(5);
    expect(nextZoom(0.2, -1)).toBe(0.2);
  });

  it("zooms, rotates and moves with buttons and keys, and resets on a new image", () => {
    render(<ImageViewer images={sampleImages} isOpen onClose={() => {}} />);
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "放大" }));
    expect(shown()).toHaveAttribute("data-zoom", "1.25");
    fireEvent.click(screen.getByRole("button", { name: "向右旋转" }));
    expect(shown()).toHaveAttribute("data-rotation", "90");
    const dialog = screen.getByRole("dialog");
    fireEvent.keyDown(dialog, { key: "-" });
    expect(shown()).toHaveAttribute("data-zoom", "1");
    fireEvent.keyDown(dialog, { key: "R" });
    expect(shown()).toHaveAttribute("data-rotation", "0");
    fireEvent.keyDown(dialog, { key: "+" });
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(screen.getByText("2 / 3")).toBeInTheDocument();
    expect(shown()).toHaveAttribute("alt", "合同扫描件-2.png");
    expect(shown()).toHaveAttribute("data-zoom", "1");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(screen.getByText("1 / 3")).toBeInTheDocument();
  });

  it("closes with the close button and Esc", () => {
    const onClose = vi.fn();
    render(<ImageViewer images={sampleImages} isOpen onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
