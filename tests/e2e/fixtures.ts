import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request } from "@playwright/test";

/** The live-events stream stays open for as long as the shell is shown: it never counts as traffic. */
const LIVE_STREAM = /\/innermsg\/messageReceiver\/v1\/events/;
const inflight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests in flight (the live stream excepted); sign-in helpers call it. */
export function trackRequests(page: Page): void {
  if (inflight.has(page)) return;
  const pending = new Set<Request>();
  inflight.set(page, pending);
  page.on("request", (r) => {
    if (!LIVE_STREAM.test(r.url())) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/**
 * Waits until the page has had no request in flight for 500 ms (at most `timeout`), as Playwright's
 * "networkidle" does, but without counting the shell's live-events stream, which never ends.
 */
export async function networkQuiet(page: Page, timeout = 15_000): Promise<void> {
  trackRequests(page);
  const pending = inflight.get(page) ?? new Set();
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < end) {
    await page.waitForTimeout(100);
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
  }
}

/** Fills the login form of the current page and presses Enter (Enter submits, spec 1 §2). */
export async function signIn(page: Page, account: string, password = "Passw0rd!") {
  trackRequests(page);
  await page.getByPlaceholder("请输入账号").fill(account);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByPlaceholder("请输入密码").press("Enter");
}

/** Opens /login and signs in; waits for the shell's greeting. */
export async function signInToShell(page: Page, account: string, fullname: string) {
  await page.goto("/fvue/login");
  await signIn(page, account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  await page.getByText(fullname, { exact: false }).first().waitFor();
}

/** Waits until the routed page shows its content: no spinner or skeleton left, the network quiet. */
export async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator("h1").first()).toBeAttached();
  await expect(page.locator(".bp6-spinner, .bp6-skeleton, .tessera-loading")).toHaveCount(0, {
    timeout: 20_000,
  });
  // Transitions (Blueprint fades, the carousel) end before a measure or a scan.
  await page.waitForTimeout(400);
}

/** Client-side navigation, as a menu click does (no reload); waits for the page to settle. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, `/fvue${path}`);
  await expect(page).toHaveURL(new RegExp(`/fvue${path.replace(/[/]/g, "\\/")}$`));
  await settle(page);
}

/** The axe rule tags of WCAG 2.2 AA, which every scan of the suite checks. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The critical and serious axe violations (WCAG 2.2 AA) of the page as it is now, one line per rule:
 * "rule: target html failure, …", enough to find and mend each element from the test's report.
 */
export async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html} ${n.failureSummary}`).join(", ")}`,
    );
}
