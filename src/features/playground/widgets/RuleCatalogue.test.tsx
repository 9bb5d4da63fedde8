import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../../engine/rules";
import "../../../i18n";
import { exampleText, RuleCatalogue } from "./RuleCatalogue";

describe("RuleCatalogue (documentation generated from the rule metadata)", () => {
  it("lists every validator and calculation of the catalogue", () => {
    render(<RuleCatalogue rules={catalogue} />);
    for (const rule of catalogue) expect(screen.getAllByText(rule.name).length).toBeGreaterThan(0);
  });

  it("filters by name", () => {
    render(<RuleCatalogue rules={catalogue} />);
    fireEvent.change(screen.getByLabelText("按名称筛选规则"), { target: { value: "DAYS360" } });
    expect(screen.getByText("DAYS360")).toBeInTheDocument();
    expect(screen.queryByText("email")).toBeNull();
  });

  it("writes examples as calls with their results", () => {
    const round = catalogue.find((r) => r.name === "ROUND")!;
    expect(exampleText(round, 0)).toMatch(/^ROUND\(.*\) = /);
  });
});
