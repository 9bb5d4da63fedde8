import "../../i18n";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { subTableForm } from "./bigFormFixture";
import { OnlineForm } from "./OnlineForm";
import type { OnlineFormHandle } from "./types";

describe("OnlineForm: a long sub-table renders only the rows in its view", () => {
  const sub = subTableForm({ rows: 500, columns: 4 });

  it("renders the first rows of a 500-row sub-table, not all 500", () => {
    const { container } = render(<OnlineForm schema={sub.schema} formData={sub.formData} />);
    expect(screen.getByDisplayValue("r1c1")).toBeInTheDocument();
    expect(screen.queryByDisplayValue("r500c1")).toBeNull();
    const rows = container.querySelectorAll("tr.tessera-form-subtable-row");
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(50);
  });

  it("renders the last rows once scrolled to the bottom, and keeps an edit made in a row scrolled away", () => {
    let handle: OnlineFormHandle<Record<string, unknown>> | null = null;
    const { container } = render(
      <OnlineForm
        ref={(ref) => {
          handle = ref;
        }}
        schema={sub.schema}
        formData={sub.formData}
      />,
    );
    fireEvent.change(screen.getByDisplayValue("r1c1"), { target: { value: "edited" } });
    const view = container.querySelector(".tessera-form-subtable-scroll")!;
    act(() => {
      view.scrollTop = 499 * 35;
      fireEvent.scroll(view);
    });
    expect(screen.getByDisplayValue("r500c1")).toBeInTheDocument();
    expect(screen.queryByDisplayValue("edited")).toBeNull();
    const rows = handle!.getData().sub_items as Record<string, unknown>[];
    expect(rows[0].text1).toBe("edited");
    act(() => {
      view.scrollTop = 0;
      fireEvent.scroll(view);
    });
    expect(screen.getByDisplayValue("edited")).toBeInTheDocument();
  });

  it("renders every row of a short sub-table", () => {
    const short = subTableForm({ rows: 12, columns: 2 });
    const { container } = render(<OnlineForm schema={short.schema} formData={short.formData} />);
    expect(container.querySelectorAll("tr.tessera-form-subtable-row")).toHaveLength(12);
    expect(container.querySelector(".tessera-form-subtable-scroll")).toBeNull();
  });
});
