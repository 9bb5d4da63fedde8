import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  Menu,
  MenuItem,
  PopoverNext,
  ProgressBar,
} from "@blueprintjs/core";
import { format as formatDate } from "date-fns";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveBlob } from "../../../platform/saveFile";
import { type CsvColumn, csvFileName } from "./csv";
import { type ExportPage, type ExportProgress, exportAll } from "./exportAll";
import type { ExportFormat } from "./writers";

export interface ExportButtonProps {
  /** The columns written, titled as the list shows them (the configured titles in the user's language). */
  columns: readonly CsvColumn[];
  /** Fetches page `page` of ALL matching rows (the list's current search), `pageSize` rows a page. */
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage>;
  /** Rows fetched a page (bounded; the server's limit or less). */
  pageSize: number;
  /** Base name of the file; a time stamp and the extension are added. */
  fileName: string;
  disabled?: boolean;
  /** The button's tooltip text. */
  title?: string;
}

type Run =
  | { state: "idle" }
  | { state: "running"; format: ExportFormat; progress: ExportProgress }
  | { state: "failed"; message: string };

/**
 * 导出: a menu of CSV (UTF-8 with a BOM, for Excel) and a real .xlsx; the chosen export fetches every
 * matching row page by page into the file, shown in a dialog with a progress bar and 取消导出, then saves it.
 */
export function ExportButton({ columns, fetchPage, pageSize, fileName, disabled, title }: ExportButtonProps) {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run>({ state: "idle" });
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: "running", format, progress: { done: 0 } });
    try {
      const blob = await exportAll({
        format,
        columns,
        pageSize,
        signal: abort.signal,
        fetchPage: (page, signal) => fetchPage(page, pageSize, signal),
        onProgress: (progress) => {
          if (!abort.signal.aborted) setRun({ state: "running", format, progress });
        },
        sheetName: fileName,
      });
      if (abort.signal.aborted) return;
      saveBlob(blob, csvFileName(`${fileName}_${formatDate(new Date(), "yyyyMMddHHmmss")}`, format));
      setRun({ state: "idle" });
    } catch (error) {
      if (abort.signal.aborted || (error as Error).name === "AbortError") setRun({ state: "idle" });
      else setRun({ state: "failed", message: (error as Error).message || String(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };
  const cancel = () => {
    controller.current?.abort();
    setRun({ state: "idle" });
  };

  const progress = run.state === "running" ? run.progress : null;
  const value = progress?.total ? Math.min(1, progress.done / progress.total) : undefined;
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        disabled={disabled || run.state === "running"}
        content={
          <Menu aria-label={t("widgets.export.button")}>
            <MenuItem icon="th" text={t("widgets.export.csv")} onClick={() => void start("csv")} />
            <MenuItem icon="th-list" text={t("widgets.export.xlsx")} onClick={() => void start("xlsx")} />
          </Menu>
        }
      >
        <Button
          icon="export"
          endIcon="caret-down"
          text={t("widgets.export.button")}
          title={title}
          disabled={disabled || run.state === "running"}
        />
      </PopoverNext>
      <Dialog
        isOpen={run.state !== "idle"}
        title={t("widgets.export.title")}
        onClose={cancel}
        canOutsideClickClose={false}
        className="tessera-export-dialog"
      >
        <DialogBody>
          {run.state === "failed" ? (
            <Callout intent="danger">{t("widgets.export.failed", { message: run.message })}</Callout>
          ) : (
            <>
              <ProgressBar value={value} intent="primary" stripes={value === undefined} />
              <p role="status" className="tessera-export-progress">
                {progress?.total !== undefined
                  ? t("widgets.export.progress", { done: progress.done, total: progress.total })
                  : t("widgets.export.progressUnknown", { done: progress?.done ?? 0 })}
              </p>
            </>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text={t("widgets.export.cancel")} onClick={cancel} />} />
      </Dialog>
    </>
  );
}
