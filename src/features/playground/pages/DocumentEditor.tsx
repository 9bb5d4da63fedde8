import { Button, Classes, HTMLSelect, TextArea } from "@blueprintjs/core";
import { type Ref, useImperativeHandle, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { PlaygroundExample } from "./examples";

/** What the page can ask of the editor. */
export interface DocumentEditorHandle {
  /** Selects [start, end) of the text, focuses the editor and scrolls the selection into view. */
  select: (start: number, end: number) => void;
}

export interface DocumentEditorProps {
  text: string;
  examples: PlaygroundExample[];
  example: string;
  /** True while an edit waits for its reload. */
  pending: boolean;
  onEdit: (text: string) => void;
  onChoose: (example: string) => void;
  onReset: () => void;
  /** Pretty-prints the text; absent while the text is not JSON. */
  onFormat?: () => void;
  ref?: Ref<DocumentEditorHandle>;
}

/**
 * The JSON editor: the example picker, format and reset above a monospace Blueprint TextArea with a
 * line-number gutter that scrolls with it. Lines do not wrap, so gutter and text stay aligned.
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const { text, examples, example, pending, onEdit, onChoose, onReset, onFormat, ref } = props;
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const lineCount = useMemo(() => text.split("\n").length, [text]);
  const numbers = useMemo(
    () => Array.from({ length: lineCount }, (_, i) => String(i + 1)).join("\n"),
    [lineCount],
  );

  useImperativeHandle(
    ref,
    () => ({
      select(start, end) {
        const element = area.current;
        if (!element) return;
        element.focus();
        element.setSelectionRange(start, end);
        // Lines do not wrap: scroll both ways so the selection's start is in view.
        const style = getComputedStyle(element);
        const before = element.value.slice(0, start);
        const line = before.split("\n").length;
        const column = start - (before.lastIndexOf("\n") + 1);
        const lineHeight = Number.parseFloat(style.lineHeight) || 18;
        const charWidth = (Number.parseFloat(style.fontSize) || 12) * 0.6; // a monospace advance
        element.scrollTop = Math.max(0, (line - 4) * lineHeight);
        const x = column * charWidth;
        if (x < element.scrollLeft || x > element.scrollLeft + element.clientWidth - 4 * charWidth)
          element.scrollLeft = Math.max(0, x - element.clientWidth / 3);
      },
    }),
    [],
  );

  return (
    <div className="tessera-playground-editor">
      <div className="tessera-playground-toolbar">
        <HTMLSelect
          aria-label={t("playground.editor.example")}
          value={example}
          onChange={(event) => onChoose(event.currentTarget.value)}
          options={examples.map((e) => ({
            value: e.id,
            label: t(`playground.examples.${e.id}`, { defaultValue: e.id }),
          }))}
        />
        <Button
          icon="align-left"
          text={t("playground.editor.format")}
          disabled={!onFormat}
          onClick={onFormat}
        />
        <Button icon="reset" text={t("playground.editor.reset")} onClick={onReset} />
        <span className={`${Classes.TEXT_MUTED} tessera-playground-status`} aria-live="polite">
          {pending ? t("playground.editor.pending") : t("playground.editor.saved")}
        </span>
      </div>
      <div className="tessera-playground-code">
        <pre ref={gutter} className="tessera-playground-gutter" aria-hidden="true">
          {numbers}
        </pre>
        <TextArea
          inputRef={area}
          className={`${Classes.MONOSPACE_TEXT} tessera-playground-textarea`}
          aria-label={t("playground.editor.label")}
          value={text}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
          onChange={(event) => onEdit(event.currentTarget.value)}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
        />
      </div>
    </div>
  );
}
