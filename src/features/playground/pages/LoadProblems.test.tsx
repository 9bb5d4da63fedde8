import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { LoadProblems } from "./LoadProblems";

describe("LoadProblems", () => {
  it("lets the keyboard reach the list of errors, which may scroll with every entry disabled", () => {
    const errors = Array.from({ length: 30 }, (_, i) => ({
      path: `/body/${i}`,
      code: "unknown-widget",
      message: `未知组件 ${i}`,
      params: {},
    }));
    render(
      <LoadProblems
        state={{ kind: "invalid", errors: errors as never, ranges: new Map() }}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole("alert")).toHaveAttribute("tabindex", "0");
    expect(screen.getAllByRole("button").every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
