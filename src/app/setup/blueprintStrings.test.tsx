import { NumericInput, OverlayToaster } from "@blueprintjs/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n, { setLanguage } from "../../i18n";
import { installBlueprintStrings } from "./blueprintStrings";

let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  await setLanguage("zh-CN");
});

describe("Blueprint's built-in English names", () => {
  it("names NumericInput's step buttons 增加/减少 in zh-CN and Increase/Decrease in en-US", async () => {
    await setLanguage("zh-CN");
    stop = installBlueprintStrings(i18n);
    render(<NumericInput aria-label="数量" />);
    await waitFor(() => expect(screen.getByRole("button", { name: "增加" })).toBeTruthy());
    expect(screen.getByRole("button", { name: "减少" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "increment" })).toBeNull();
    await act(() => setLanguage("en-US"));
    expect(screen.getByRole("button", { name: "Increase" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decrease" })).toBeTruthy();
  });

  it("names the close button of a toast 关闭 in zh-CN", async () => {
    await setLanguage("zh-CN");
    stop = installBlueprintStrings(i18n);
    const toaster = await OverlayToaster.create();
    act(() => {
      toaster.show({ message: "已保存" });
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "关闭" })).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    act(() => toaster.clear());
  });
});
