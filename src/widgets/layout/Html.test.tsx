import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fireEvent, render, screen } from "@testing-library/react";
import Mustache from "mustache";
import { describe, expect, it, vi } from "vitest";
import { sanitizeHtml } from "../../engine/template/sanitizeHtml";
import { Html } from "./Html";
import { renderTemplate, Template } from "./Template";

const ATTACK = `<p>公告</p><script>window.__pwned = 1</script><img src="x.png" onerror="window.__pwned = 2"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>`;

describe("Html and Template (sanitised)", () => {
  it("never lets a <script>, an onerror= handler, a javascript: link or an iframe reach the DOM", () => {
    const { container } = render(<Html html={ATTACK} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/i);
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.querySelector("img")).toHaveAttribute("src", "x.png");
    expect(container.querySelector("p")).toHaveTextContent("公告");
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("drops external images and loads, and applies the link rule to links", () => {
    const html = sanitizeHtml(
      [
        '<img alt="own" src="/fvue/logo.png">',
        '<img alt="data" src="data:image/png;base64,iVBORw0KGgo=">',
        '<img alt="foreign" src="https://evil.example/track.gif" srcset="https://evil.example/2x.gif 2x">',
        '<img alt="relative-network" src="//evil.example/track.gif">',
        '<img alt="html" src="data:text/html,<b>x</b>">',
        '<div style="background-image:url(https://evil.example/bg.gif)">bg</div>',
        '<video poster="https://evil.example/p.gif"></video>',
        '<a href="javascript://%0aalert(1)">js</a>',
        '<a href="JaVaScRiPt:alert(1)">js2</a>',
        '<a href="//evil.example/">net</a>',
        '<a href="https://evil.example/">foreign</a>',
        '<a href="/v-flow/v-todo">todo</a>',
      ].join(""),
    );
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the sanitiser's own output is what is tested
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    const src = (alt: string) => container.querySelector(`img[alt="${alt}"]`)?.getAttribute("src") ?? null;
    expect(src("own")).toBe("/fvue/logo.png");
    expect(src("data")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(src("foreign")).toBeNull();
    expect(src("relative-network")).toBeNull();
    expect(src("html")).toBeNull();
    expect(html).not.toMatch(/evil\.example/);
    expect(html).not.toMatch(/javascript/i);
    const link = (text: string) => screen.getByText(text).getAttribute("href");
    expect(link("js")).toBeNull();
    expect(link("net")).toBeNull();
    expect(link("foreign")).toBeNull();
    expect(link("todo")).toBe("/fvue/v-flow/v-todo");
  });

  it("opens absolute http(s) links in a new tab with rel noopener noreferrer; app paths stay in the tab", () => {
    const html = sanitizeHtml(
      `<a href="${window.location.origin}/docs">docs</a><a href="/meetingList/0" target="_self">meetings</a>`,
    );
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the sanitiser's own output is what is tested
    render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    const docs = screen.getByText("docs");
    expect(docs).toHaveAttribute("target", "_blank");
    expect(docs).toHaveAttribute("rel", "noopener noreferrer");
    const meetings = screen.getByText("meetings");
    expect(meetings).toHaveAttribute("href", "/fvue/meetingList/0");
    expect(meetings.getAttribute("target")).not.toBe("_blank");
  });

  it("follows a plain click on an app link with onAppLink, and leaves modified clicks to the browser", () => {
    const onAppLink = vi.fn();
    render(
      <Html
        html={
          '<div class="home-quick-links"><a href="/v-flow/v-todo">待办事项</a> <a href="/newsList/1">通知公告</a></div>'
        }
        onAppLink={onAppLink}
      />,
    );
    const todo = screen.getByText("待办事项");
    expect(todo).toHaveAttribute("href", "/fvue/v-flow/v-todo");
    expect(fireEvent.click(todo)).toBe(false); // default prevented: no page load
    expect(onAppLink).toHaveBeenLastCalledWith("/v-flow/v-todo");
    fireEvent.click(screen.getByText("通知公告"), { ctrlKey: true });
    expect(onAppLink).toHaveBeenCalledTimes(1);
  });

  it("adds rel=noopener to links that open a new window", () => {
    const html = sanitizeHtml(`<a href="${window.location.origin}/x" target="_blank">x</a>`);
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("renders a mustache template with data, escaping {{x}}, and sanitises {{{x}}}", () => {
    const template =
      "<ul>{{#rows}}<li>{{subject}}</li>{{/rows}}</ul>{{^rows}}空{{/rows}}<div>{{{body}}}</div>";
    const { container } = render(
      <Template
        template={template}
        data={{
          rows: [{ subject: "<b>请假</b>" }, { subject: "报销" }],
          body: '<em>ok</em><script>alert(1)</script><img src="y" onerror="alert(2)">',
        }}
      />,
    );
    const items = container.querySelectorAll("li");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("<b>请假</b>");
    expect(items[0].querySelector("b")).toBeNull();
    expect(container.querySelector("em")).toHaveTextContent("ok");
    expect(container.querySelector("script")).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/i);
    expect(container).not.toHaveTextContent("空");
  });

  it("renders templates without eval or new Function (runs under script-src 'self')", () => {
    const evalSpy = vi.spyOn(globalThis, "eval");
    const OriginalFunction = globalThis.Function;
    const functionSpy = vi.fn();
    globalThis.Function = new Proxy(OriginalFunction, {
      construct(target, args) {
        functionSpy(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        functionSpy(args);
        return Reflect.apply(target, self, args);
      },
    });
    try {
      Mustache.templateCache?.clear?.();
      expect(renderTemplate("{{#a}}{{b}}{{/a}}", { a: [{ b: 1 }, { b: 2 }] })).toBe("12");
    } finally {
      globalThis.Function = OriginalFunction;
      evalSpy.mockRestore();
    }
    expect(evalSpy).not.toHaveBeenCalled();
    expect(functionSpy).not.toHaveBeenCalled();
  });

  it("uses a mustache build whose source has no eval and no new Function", () => {
    const source = readFileSync(createRequire(import.meta.url).resolve("mustache"), "utf8");
    expect(source).not.toMatch(/\bnew Function\b|\beval\s*\(/);
  });

  it("renders a template that does not parse as nothing and reports why", () => {
    const onError = vi.fn();
    expect(renderTemplate("{{#open}}never closed", {}, onError)).toBe("");
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });
});
