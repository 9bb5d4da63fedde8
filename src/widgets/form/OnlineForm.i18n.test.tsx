import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { OnlineForm } from "./OnlineForm";

/* Issue 13 §5: configured labels of online forms follow the language, and dates have no English hint in zh-CN. */

const schema = {
  type: "object",
  title: { "zh-CN": "请假申请", "en-US": "Leave request" },
  properties: {
    reason: { type: "string", title: { "zh-CN": "请假事由", "en-US": "Reason" } },
    startDate: { type: "string", format: "date", title: { "zh-CN": "开始日期", "en-US": "Start date" } },
    note: { type: "string", title: "备注" },
  },
};
const uiSchema = { startDate: { "ui:widget": "date" } };

afterEach(() => setLanguage("zh-CN"));

describe("an online form's configured labels", () => {
  it("shows the field titles of a {zh-CN, en-US} map in the current language, plain titles as they are", async () => {
    await setLanguage("en-US");
    render(<OnlineForm schema={schema as never} uiSchema={uiSchema} />);
    expect(await screen.findByText("Reason")).toBeTruthy();
    expect(screen.getByText("Start date")).toBeTruthy();
    expect(screen.getByText("备注")).toBeTruthy();
    expect(screen.queryByText("请假事由")).toBeNull();
    await act(() => setLanguage("zh-CN"));
    expect(await screen.findByText("请假事由")).toBeTruthy();
  });

  it("hints a date field 年-月-日 in zh-CN and YYYY-MM-DD in en-US", async () => {
    await setLanguage("zh-CN");
    render(<OnlineForm schema={schema as never} uiSchema={uiSchema} />);
    // The date widget loads in its own chunk (widgets/LazyDateWidgets.tsx).
    expect(await screen.findByPlaceholderText("年-月-日", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByPlaceholderText("YYYY-MM-DD")).toBeNull();
    await act(() => setLanguage("en-US"));
    expect(await screen.findByPlaceholderText("YYYY-MM-DD")).toBeTruthy();
  });
});
