// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { act, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import type { DocumentRuntime } from "..";
import { SchemaRenderer } from "./";
import { engineFor, renderAsync, renders } from "./testWidgets";

describe("fields, scopes and fine-grained state in the renderer", () => {
  it("re-renders only the field being typed in and its dependants", async () => {
    for (const key of Object.keys(renders)) delete renders[key];
    const document = {
      type: "page",
      version: 3,
      title: "Leave ${who}",
      data: { who: "Ann" },
      body: [
        {
          type: "form",
          id: "leave",
          data: { days: "1" },
          body: [
            { type: "input", name: "days", label: "Days" },
            { type: "input", name: "reason", label: "Reason" },
            { type: "output", name: "hours", label: "Hours", value: { "*": [{ var: "days" }, 8] } },
          ],
        },
      ],
    };
    render(<SchemaRenderer engine={engineFor()} document={document} />);
    expect(await screen.findByRole("heading")).toHaveTextContent("Leave Ann");
    expect(screen.getByLabelText("Hours")).toHaveTextContent("8");
    const before = { ...renders };

    fireEvent.change(screen.getByLabelText("Days"), { target: { value: "2" } });
    expect(screen.getByLabelText("Hours")).toHaveTextContent("16");
    expect(renders.days).toBe(before.days + 1);
    expect(renders.hours).toBe(before.hours + 1);
    expect(renders.reason).toBe(before.reason);

    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "trip" } });
    expect(renders.reason).toBe(before.reason + 1);
    expect(renders.days).toBe(before.days + 1);
    expect(renders.hours).toBe(before.hours + 1);
  });
  it("follows visibleOn and disabledOn as the values they read change", async () => {
    const document = {
      type: "page",
      version: 3,
      body: [
        {
          type: "form",
          data: { agree: "" },
          body: [
            { type: "input", name: "agree", label: "Agree" },
            { type: "button", label: "Submit", disabledOn: { "!": [{ var: "agree" }] } },
            { type: "button", label: "Secret", visibleOn: { "==": [{ var: "agree" }, "yes"] } },
          ],
        },
      ],
    };
    render(<SchemaRenderer engine={engineFor()} document={document} />);
    expect(await screen.findByRole("button", { name: "Submit" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Secret" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Agree"), { target: { value: "yes" } });
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Secret" })).toBeInTheDocument();
  });
  it("gives each rendered row its own scope, kept through a StrictMode remount and removed with the row", async () => {
    let runtime: DocumentRuntime | null = null;
    const document = {
      type: "page",
      version: 3,
      data: {
        items: [
          { id: "a", name: "Ann" },
          { id: "b", name: "Bob" },
        ],
        greeting: "Hi",
      },
      body: [{ type: "list", item: { type: "button", label: "${greeting} ${name}" } }],
    };
    await renderAsync(
      <StrictMode>
        <SchemaRenderer
          engine={engineFor()}
          document={document}
          onRuntime={(r) => {
            runtime = r;
          }}
        />
      </StrictMode>,
    );
    expect(await screen.findByRole("button", { name: "Hi Bob" })).toBeInTheDocument();
    const rows = () =>
      runtime!
        .scopes()
        .filter((s) => s.kind === "row")
        .map((s) => [s.id, s.data.name]);
    expect(rows()).toEqual([
      ["page/row:a", "Ann"],
      ["page/row:b", "Bob"],
    ]);
    await act(async () => runtime!.setValue("page", "items", [{ id: "a", name: "Anna" }]));
    expect(screen.getByRole("button", { name: "Hi Anna" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hi Bob" })).toBeNull();
    expect(rows()).toEqual([["page/row:a", "Anna"]]);
  });
  it("shows a field's validation message as it is typed in, and re-checks a confirmation when the other field changes", async () => {
    const document = {
      type: "page",
      version: 3,
      body: [
        {
          type: "form",
          body: [
            { type: "input", name: "title", label: "Title", rules: "required|max:5" },
            { type: "input", name: "password", label: "Password" },
            { type: "input", name: "repeat", label: "Repeat", rules: "confirmed:password" },
          ],
        },
      ],
    };
    await renderAsync(<SchemaRenderer engine={engineFor()} document={document} />);
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Too long" } });
    expect(screen.getByRole("status")).toHaveTextContent("title: 最大字符长度不能超过5");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Ok" } });
    expect(screen.queryByRole("status")).toBeNull();

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a1" } });
    fireEvent.change(screen.getByLabelText("Repeat"), { target: { value: "a1" } });
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "b2" } });
    expect(await screen.findByRole("status")).toHaveTextContent(/^repeat: /);
  });
});
