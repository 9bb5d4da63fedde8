import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { CAROUSEL_INTERVAL, Carousel } from "./Carousel";

const items = [
  { src: "a.png", title: "一" },
  { src: "b.png", title: "二" },
  { src: "c.png", title: "三" },
];

const active = () => document.querySelector(".tessera-carousel-caption")?.textContent;

describe("Carousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 3000 ms by default and wraps around", () => {
    expect(CAROUSEL_INTERVAL).toBe(3000);
    render(<Carousel items={items} />);
    expect(active()).toBe("一");
    act(() => vi.advanceTimersByTime(2999));
    expect(active()).toBe("一");
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe("二");
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe("三");
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe("一");
  });

  it("shows one title, the shown slide's, even while the slides cross-fade (issue 13 §3)", () => {
    render(<Carousel items={items} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL));
    const captions = document.querySelectorAll(".tessera-carousel-caption");
    expect(captions).toHaveLength(1);
    expect(captions[0]).toHaveTextContent("二");
    expect(document.querySelectorAll(".tessera-carousel-slide figcaption")).toHaveLength(0);
    // The slides keep their titles as the images' text alternatives.
    expect(screen.getByAltText("一")).toBeInTheDocument();
  });

  it("pauses while the pointer is over it and resumes when it leaves", () => {
    render(<Carousel items={items} />);
    const carousel = screen.getByRole("region", { name: "图片轮播" });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(10_000));
    expect(active()).toBe("一");
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe("二");
  });

  it("moves with previous, next and the dots", () => {
    render(<Carousel items={items} autoplay={false} />);
    fireEvent.click(screen.getByRole("button", { name: "上一张" }));
    expect(active()).toBe("三");
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(active()).toBe("一");
    fireEvent.click(screen.getByRole("button", { name: "第 2 张" }));
    expect(active()).toBe("二");
    expect(screen.getByRole("button", { name: "第 2 张" })).toHaveAttribute("aria-current", "true");
  });

  it("uses the configured interval", () => {
    render(<Carousel items={items} interval={5000} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toBe("一");
    act(() => vi.advanceTimersByTime(2000));
    expect(active()).toBe("二");
  });

  it("shows 暂无图片 without items", () => {
    render(<Carousel items={[]} />);
    expect(screen.getByText("暂无图片")).toBeInTheDocument();
  });
});
