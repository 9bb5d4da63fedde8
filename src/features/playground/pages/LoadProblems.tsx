import { Button, Callout, Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { rangeForPointer } from "./jsonSource";
import type { LoadState } from "./useLoadedDocument";

export interface LoadProblemsProps {
  state: LoadState;
  /** Selects a range of the editor's text. */
  onSelect: (start: number, end: number) => void;
}

/**
 * What is wrong with the document: a JSON syntax error with its line and column, or every load error
 * with its JSON path; clicking one selects that node's text in the editor.
 */
export function LoadProblems({ state, onSelect }: LoadProblemsProps) {
  const { t } = useTranslation();

  if (state.kind === "syntax") {
    const { error } = state;
    const found = error.found === undefined ? "" : JSON.stringify(error.found);
    return (
      <Callout intent={Intent.DANGER} icon="error" title={t("playground.syntax.title")} role="alert">
        <p>
          <strong>{t("playground.syntax.at", { line: error.line, column: error.column })}</strong>{" "}
          {t(`playground.syntax.${error.code}`, { found })}
        </p>
        <Button
          size="small"
          icon="locate"
          text={t("playground.syntax.locate")}
          onClick={() => onSelect(error.offset, error.offset + 1)}
        />
      </Callout>
    );
  }

  if (state.kind === "crashed") {
    return (
      <Callout intent={Intent.DANGER} icon="error" role="alert">
        {t("playground.errors.crashed", { message: state.message })}
      </Callout>
    );
  }

  if (state.kind === "loaded") {
    return (
      <Callout intent={Intent.SUCCESS} icon="tick-circle" compact>
        {t("playground.errors.none")}
      </Callout>
    );
  }

  if (state.kind === "empty") return null;

  return (
    <Callout
      intent={Intent.DANGER}
      icon="error"
      title={t("playground.errors.title", { count: state.errors.length })}
      role="alert"
      // A long list scrolls: the keyboard reaches it even when no error can be located (disabled buttons).
      tabIndex={0}
    >
      <ul
        className="tessera-playground-errors"
        aria-label={t("playground.errors.title", { count: state.errors.length })}
      >
        {state.errors.map((error) => {
          const property = typeof error.params.property === "string" ? error.params.property : undefined;
          const range = rangeForPointer(state.ranges, error.path, property);
          const path = error.path || "/";
          return (
            <li key={`${error.path}|${error.code}|${error.message}`}>
              <button
                type="button"
                className="tessera-playground-error"
                disabled={!range}
                title={range ? t("playground.errors.select", { path }) : t("playground.errors.notFound")}
                onClick={() => range && onSelect(range.start, range.end)}
              >
                <code>{path}</code>
                <span>{error.message}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}
