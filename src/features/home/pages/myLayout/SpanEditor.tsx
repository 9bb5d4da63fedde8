import { Button, NumericInput, PopoverNext } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { HomeGridColumn, HomeLayout } from "../../../../api/contract";
import {
  clearBreakpointSpans,
  MAX_SPAN,
  MIN_SPAN,
  SPAN_BREAKPOINTS,
  setBreakpointSpan,
  setSpan,
} from "../../model/layoutEdit";
import { cellSpans } from "../../model/layoutModel";

export interface SpanEditorProps {
  layout: HomeLayout;
  row: number;
  cell: number;
  column: HomeGridColumn;
  /** The cell's label ("第1行 格子 2"), appended to the inputs' accessible names. */
  slotLabel: string;
  onChange: (next: HomeLayout) => void;
}

/**
 * A grid cell's width: the simple span (of 24; setting it drops the per-breakpoint spans), a "按屏幕宽度"
 * popover with one input per breakpoint (empty = the next smaller one's), and the spans in effect.
 */
export function SpanEditor({ layout, row, cell, column, slotLabel, onChange }: SpanEditorProps) {
  const { t } = useTranslation();
  const effective = cellSpans(column, layout.homeType);
  const byWidth = t("myLayout.spanByWidth");
  return (
    <>
      <span className="tessera-my-layout-span">
        {t("myLayout.span")}
        <NumericInput
          size="small"
          min={MIN_SPAN}
          max={MAX_SPAN}
          value={column.span}
          clampValueOnBlur
          buttonPosition="none"
          inputClassName="tessera-my-layout-span-input"
          aria-label={`${t("myLayout.span")} ${slotLabel}`}
          onValueChange={(value) => {
            if (Number.isFinite(value) && value >= MIN_SPAN) onChange(setSpan(layout, row, cell, value));
          }}
        />
      </span>
      <PopoverNext
        placement="bottom-start"
        content={
          <fieldset className="tessera-my-layout-breakpoints">
            <legend>
              {byWidth} · {slotLabel}
            </legend>
            <p className="bp6-text-muted bp6-text-small">{t("myLayout.inheritHint")}</p>
            {SPAN_BREAKPOINTS.map((bp) => {
              const name = t(`myLayout.breakpoint.${bp}`);
              return (
                <div key={bp} className="tessera-my-layout-breakpoint">
                  <span>{name}</span>
                  <NumericInput
                    size="small"
                    min={MIN_SPAN}
                    max={MAX_SPAN}
                    value={column.spans?.[bp] ?? ""}
                    placeholder={String(effective[bp])}
                    buttonPosition="none"
                    inputClassName="tessera-my-layout-span-input"
                    aria-label={`${name} ${slotLabel}`}
                    onValueChange={(value, text) => {
                      if (text.trim() === "") onChange(setBreakpointSpan(layout, row, cell, bp, undefined));
                      else if (Number.isFinite(value))
                        onChange(setBreakpointSpan(layout, row, cell, bp, value));
                    }}
                  />
                </div>
              );
            })}
            <Button
              size="small"
              icon="eraser"
              text={t("myLayout.clearSpans")}
              aria-label={`${t("myLayout.clearSpans")} ${slotLabel}`}
              disabled={!column.spans}
              onClick={() => onChange(clearBreakpointSpans(layout, row, cell))}
            />
          </fieldset>
        }
      >
        <Button
          size="small"
          variant="minimal"
          icon="mobile-phone"
          endIcon="caret-down"
          text={byWidth}
          active={!!column.spans}
          aria-label={`${byWidth} ${slotLabel}`}
        />
      </PopoverNext>
      <span
        className="tessera-my-layout-effective bp6-text-muted bp6-text-small"
        data-testid="my-layout-effective"
      >
        {t("myLayout.effectiveSpans")} {SPAN_BREAKPOINTS.map((bp) => `${bp} ${effective[bp]}`).join(" · ")}
      </span>
    </>
  );
}
