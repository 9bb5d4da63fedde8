/**
 * The browser bench page (bench/run.ts drives it in Chromium): ?case=form-ours | form-rjsf |
 * form1000-ours | form1000-rjsf | subtable-ours | subtable-rjsf | table.
 * Each case renders, measures and puts its figures on window.__bench.
 */
import "@blueprintjs/core/lib/css/blueprint.css";
import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { Provider } from "jotai";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadAllTexts } from "../../src/i18n";
import { DataTable } from "../../src/widgets/data/DataTable";
import type { TableColumn } from "../../src/widgets/data/tableModel";
import { bigForm, subTableForm } from "../../src/widgets/form/bigFormFixture";
import { OnlineForm } from "../../src/widgets/form/OnlineForm";
import { frame, keystrokes, median, percentile, tick } from "./measure";

declare global {
  interface Window {
    __bench?: Record<string, unknown> | { error: string };
  }
}

const root = createRoot(document.getElementById("root")!);
/** `?profile`: a form's first render is wrapped in console.profile, for a CPU profile of it alone. */
const profiling = new URLSearchParams(location.search).has("profile");
const mount = async (node: ReactNode) => {
  const t0 = performance.now();
  root.render(
    <StrictMode>
      <Provider>{node}</Provider>
    </StrictMode>,
  );
  await tick();
  await frame();
  return performance.now() - t0;
};

/** Waits until the selector matches (the form or table may render lazily). */
async function element<T extends Element>(selector: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = document.querySelector<T>(selector);
    if (found) return found;
    await frame();
  }
  throw new Error(`${selector} never appeared`);
}

interface FormFixture {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** The end of the id of the input the keystrokes go to. */
  typeInto: string;
}

const formFixtures: Record<string, () => FormFixture> = {
  form: () => {
    const big = bigForm();
    return { ...big, typeInto: big.textFields[0] };
  },
  form1000: () => {
    const big = bigForm({ fields: 1000, computed: 100 });
    return { ...big, typeInto: big.textFields[0] };
  },
  subtable: () => {
    const rows = Number(new URLSearchParams(location.search).get("rows") ?? 500);
    const sub = subTableForm({ rows, columns: 10 });
    return { ...sub, typeInto: `${sub.table}_0_${sub.columns[0]}` };
  },
};

/** A form case: first render, then keystroke latency in one text input; ours or stock @rjsf/core. */
async function formCase(fixture: FormFixture, stock: boolean) {
  // First render: until the input to type into is on the page (React may finish after mount's frame).
  if (profiling) console.profile("mount");
  const t0 = performance.now();
  await mount(
    stock ? (
      <Form schema={fixture.schema} formData={fixture.formData} validator={validator} noHtml5Validate />
    ) : (
      <OnlineForm schema={fixture.schema} uiSchema={fixture.uiSchema} formData={fixture.formData} />
    ),
  );
  const input = await element<HTMLInputElement>(`input[id$="${fixture.typeInto}"]`);
  const firstRender = performance.now() - t0;
  if (profiling) console.profileEnd("mount");
  const fields = document.querySelectorAll("input").length;
  await keystrokes(input, 5); // warm-up
  const times = await keystrokes(input, 40);
  return {
    fields,
    firstRenderMs: firstRender,
    keystrokeMedianMs: median(times),
    keystrokeP95Ms: percentile(times, 0.95),
  };
}

async function tableCase() {
  const rows = Array.from({ length: 100_000 }, (_, i) => ({
    id: String(i + 1),
    code: `BX${String(i + 1).padStart(6, "0")}`,
    applicant: ["张三", "李四", "王五", "赵六"][i % 4],
    dept: ["研发部", "财务部", "总经办"][i % 3],
    amount: ((i * 7919) % 100000) / 100,
    date: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
  }));
  const columns: TableColumn[] = [
    { field: "code", title: "单号", width: 140 },
    { field: "applicant", title: "申请人", width: 100 },
    { field: "dept", title: "部门", width: 100 },
    { field: "amount", title: "金额", width: 120, align: "right" },
    { field: "date", title: "日期", width: 120 },
  ];
  const firstRender = await mount(<DataTable columns={columns} rows={rows} height={600} />);
  const scroller = await element<HTMLElement>(
    ".bp6-table-quadrant-main .bp6-table-quadrant-scroll-container",
  );
  const frames: number[] = [];
  let last = await frame();
  for (let i = 1; i <= 60; i++) {
    scroller.scrollTop = i * 2000;
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  const renderedRows = document.querySelectorAll(".bp6-table-quadrant-main .bp6-table-cell-col-0").length;
  return {
    rows: rows.length,
    renderedRows,
    firstRenderMs: firstRender,
    scrollFrameMedianMs: median(frames),
    scrollFrameP95Ms: percentile(frames, 0.95),
  };
}

const which = new URLSearchParams(location.search).get("case");
const run = loadAllTexts().then((): Promise<Record<string, unknown>> => {
  if (which === "table") return tableCase();
  const [fixture, side] = (which ?? "form-ours").split("-");
  const make = formFixtures[fixture];
  if (!make) throw new Error(`unknown case ${which}`);
  return formCase(make(), side === "rjsf");
});
run.then(
  (result) => {
    window.__bench = result;
  },
  (err: unknown) => {
    window.__bench = { error: String(err instanceof Error ? err.stack : err) };
  },
);
