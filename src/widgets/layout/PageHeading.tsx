import { Classes } from "@blueprintjs/core";
import { createElement, type ReactNode, useContext } from "react";
import { ShellPageContext } from "../../platform/shellPage";
import "./layout.css";

export interface PageHeadingProps {
  /** The heading level it looks like, and has inside the shell (whose h1 is the page title). */
  level?: 2 | 3 | 4 | 5;
  className?: string;
  children?: ReactNode;
}

/**
 * A page's own title. Inside the shell the shell's h1 names the page, so this is a heading of `level`;
 * on a page without the shell (login, single routes) it is the page's h1. It looks the same either way.
 */
export function PageHeading({ level = 4, className, children }: PageHeadingProps) {
  const inShell = useContext(ShellPageContext) !== null;
  const classes = [Classes.HEADING, `tessera-heading-${level}`, className].filter(Boolean).join(" ");
  return createElement(inShell ? `h${level}` : "h1", { className: classes }, children);
}
