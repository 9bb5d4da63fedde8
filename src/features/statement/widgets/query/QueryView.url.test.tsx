import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { DataRequest } from "../../../../engine";
import "../../../../i18n";
import { queryFixtureFetcher } from "./fixtures";
import { QueryView } from "./QueryView";
import { queryStateOf, valuesText, withQueryState } from "./queryUrlState";

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

async function renderAt(entry: string) {
  const requests: DataRequest[] = [];
  const fixture = queryFixtureFetcher();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[entry]}>
        <QueryView
          alias="expenseQuery"
          fetcher={async (request) => {
            requests.push(request);
            return fixture(request);
          }}
        />
        <Probe />
      </MemoryRouter>,
    );
  });
  return requests;
}

const doQueries = (requests: DataRequest[]) => requests.filter((r) => r.path.endsWith("/doQuery"));

describe("query view conditions in the URL (issue 13 §6)", { timeout: 30_000 }, () => {
  it("writes the search and the page into the URL, and back restores the previous search", async () => {
    const requests = await renderAt("/q");
    await waitFor(() => expect(doQueries(requests)).toHaveLength(1));
    const search = () => screen.getByRole("status", { name: "location" }).textContent;
    fireEvent.change(screen.getByLabelText("申请人"), { target: { value: "钱" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(search()).toBe(`?c=${encodeURIComponent('{"applicant":"钱"}')}`));
    await waitFor(() =>
      expect(doQueries(requests).at(-1)?.body).toEqual([{ key: "applicant", value: "钱" }]),
    );
    fireEvent.click(screen.getByRole("button", { name: "back" }));
    await waitFor(() => expect(search()).toBe(""));
    await waitFor(() => expect(doQueries(requests).at(-1)?.body).toEqual([]));
    expect(screen.getByLabelText("申请人")).toHaveValue("");
  });

  it("opens on the search and page a link names", async () => {
    const requests = await renderAt(`/q?c=${encodeURIComponent('{"applicant":"钱"}')}&page=2`);
    await waitFor(() => expect(doQueries(requests)).toHaveLength(1));
    expect(doQueries(requests)[0]).toMatchObject({
      query: { alias: "expenseQuery", page: 2 },
      body: [{ key: "applicant", value: "钱" }],
    });
    expect(screen.getByLabelText("申请人")).toHaveValue("钱");
  });

  it("reads and writes only known fields, dates as yyyy-MM-dd, defaults left out", () => {
    const fields = [
      { field: "applicant", label: "申请人" },
      { field: "date", label: "日期", type: "date" as const },
    ];
    const defaults = { values: {}, page: 1, pageSize: 10 };
    const params = withQueryState(
      new URLSearchParams("x=1"),
      { values: { applicant: "钱", date: [new Date(2026, 0, 2), null] }, page: 1, pageSize: 10 },
      defaults,
    );
    expect(params.get("x")).toBe("1");
    expect(params.has("page")).toBe(false);
    expect(JSON.parse(params.get("c") ?? "")).toEqual({ applicant: "钱", date: ["2026-01-02", null] });
    params.set("c", JSON.stringify({ applicant: "钱", other: "x", date: [1, "2026-01-03"] }));
    params.set("page", "abc");
    expect(queryStateOf(params, fields, defaults)).toEqual({
      values: { applicant: "钱", date: [null, "2026-01-03"] },
      page: 1,
      pageSize: 10,
    });
    expect(valuesText({ applicant: "", date: [null, null] })).toBe("");
  });
});
