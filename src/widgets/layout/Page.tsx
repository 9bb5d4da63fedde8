import type { ReactNode } from "react";
import "./layout.css";
import { ref } from "../../engine";
import { PageHeading } from "./PageHeading";

export interface PageProps {
  /** Heading of the page (none when omitted: titled pages get the menu name from the shell). */
  title?: ReactNode;
  /** Buttons on the right of the heading. */
  toolbar?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The root of a screen document: an optional heading row and the body, padded like the shell's pages. */
export function Page({ title, toolbar, className, children }: PageProps) {
  return (
    <section className={className ? `tessera-page ${className}` : "tessera-page"}>
      {(title || toolbar) && (
        <header className="tessera-page-header">
          {title && <PageHeading className="tessera-page-title">{title}</PageHeading>}
          {toolbar && <div className="tessera-page-toolbar">{toolbar}</div>}
        </header>
      )}
      <div className="tessera-page-body">{children}</div>
    </section>
  );
}

/** JSON Schema of the page widget's props. */
export const pagePropsSchema = {
  type: "object",
  properties: {
    title: ref.text,
    toolbar: ref.nodes,
    body: ref.nodes,
  },
  additionalProperties: false,
} as const;
