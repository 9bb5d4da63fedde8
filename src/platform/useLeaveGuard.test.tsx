import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../i18n";
import { useLeaveGuard } from "./useLeaveGuard";

/** A page with one input: typed text is unsaved until 保存 (which leaves without asking). */
function EditPage() {
  const [text, setText] = useState("");
  const guard = useLeaveGuard(() => text !== "");
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="内容" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/other">别处</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate("/other");
        }}
      >
        保存
      </button>
      {guard.element}
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/edit", element: <EditPage /> },
      { path: "/other", element: <p>别的页面</p> },
    ],
    { initialEntries: ["/edit"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("useLeaveGuard", () => {
  it("lets a page without typed input go without asking", async () => {
    const router = renderPage();
    expect(beforeUnloadPrevented()).toBe(false);
    await act(async () => fireEvent.click(screen.getByText("别处")));
    expect(router.state.location.pathname).toBe("/other");
  });

  it("asks 有未保存的内容，确定离开吗？ before leaving typed input: 留下 stays, 离开 goes; closing the tab asks too", async () => {
    const router = renderPage();
    fireEvent.change(screen.getByLabelText("内容"), { target: { value: "写了一半" } });
    expect(beforeUnloadPrevented()).toBe(true);
    await act(async () => fireEvent.click(screen.getByText("别处")));
    expect(await screen.findByText("有未保存的内容，确定离开吗？")).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "留下" })));
    expect(router.state.location.pathname).toBe("/edit");
    expect(screen.getByLabelText("内容")).toHaveValue("写了一半");
    await act(async () => fireEvent.click(screen.getByText("别处")));
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "离开" })));
    expect(router.state.location.pathname).toBe("/other");
  });

  it("leaves without asking once the page released it (after a save)", async () => {
    const router = renderPage();
    fireEvent.change(screen.getByLabelText("内容"), { target: { value: "已保存" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(router.state.location.pathname).toBe("/other");
    expect(screen.queryByText("有未保存的内容，确定离开吗？")).toBeNull();
  });
});
