import type { ComponentProps } from "react";
import { lazyWidget } from "../../status/lazyWidget";

/*
 * markdown-to-jsx (about 27 KB gzipped) for @rjsf/core, which imports it statically for what few forms use:
 * descriptions and help with `enableMarkdownInDescription`/`enableMarkdownInHelp`, a file's info line and
 * its schema-error texts. vite.config.ts points rjsf's `markdown-to-jsx/react` import here, so the
 * library loads on the first markdown drawn instead of with every form.
 */

type MarkdownProps = ComponentProps<typeof import("markdown-to-jsx/react").Markdown>;

/** The text as it is (never as HTML): what shows while the library loads, or if it failed to. */
function PlainText({ children, busy }: { children: MarkdownProps["children"]; busy: boolean }) {
  return <span aria-busy={busy || undefined}>{typeof children === "string" ? children : null}</span>;
}

/** markdown-to-jsx's Markdown, loaded on first use. */
export const Markdown = lazyWidget<MarkdownProps>(
  () => import("markdown-to-jsx/react").then((m) => m.Markdown),
  {
    loading: ({ children }) => <PlainText busy>{children}</PlainText>,
    failed: ({ children }) => <PlainText busy={false}>{children}</PlainText>,
  },
);
