import { describe, expect, it } from "vitest";
import { createEngine, renderTemplate } from "..";

describe("renderTemplate", () => {
  it("renders a logic-less mustache template with the data", () => {
    expect(
      renderTemplate("<ul>{{#rows}}<li>{{title}}</li>{{/rows}}</ul>", {
        rows: [{ title: "通知" }, { title: "新闻" }],
      }),
    ).toBe("<ul><li>通知</li><li>新闻</li></ul>");
  });

  it("removes a <script> element from the template", () => {
    const html = renderTemplate("<p>{{name}}</p><script>alert(1)</script>", { name: "x" });
    expect(html).toBe("<p>x</p>");
  });

  it("removes onerror= and other event handler attributes, and javascript: links", () => {
    const html = renderTemplate(
      '<img src="x.png" onerror="alert(1)"><a href="javascript:alert(2)" onclick="x()">go</a>',
      {},
    );
    expect(html).not.toMatch(/onerror|onclick|javascript:/i);
    expect(html).toBe('<img src="x.png"><a>go</a>');
  });

  it("escapes values, and sanitises values a template outputs unescaped", () => {
    expect(renderTemplate("<b>{{v}}</b>", { v: "<script>alert(1)</script>" })).toBe(
      "<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>",
    );
    expect(renderTemplate("<b>{{{v}}}</b>", { v: '<img src=a onerror="alert(1)"><script>x</script>' })).toBe(
      '<b><img src="a"></b>',
    );
  });

  it("is on the engine as well", () => {
    expect(createEngine().renderTemplate("<i>{{a}}</i><script></script>", { a: 1 })).toBe("<i>1</i>");
  });
});
