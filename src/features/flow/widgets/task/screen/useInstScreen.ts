import { useCallback, useEffect, useMemo, useState } from "react";
import type { InstFormAndBo } from "../../../../../api/contract";
import { isAbort as isAbortError } from "../../../../../api/errors";
import type { BpmTaskApi } from "../../../api/bpmTask";
import { mainRow, permissionOf } from "../../../model/boData";
import type { FlowScreen } from "./FlowScreenContext";
import type { ScreenModel } from "./screenModel";

type InstLoad =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; vo: InstFormAndBo };

const noForm = () => {};

/**
 * The instance view (spec 2 §2.2 /inst, /instRead, /doneReadOnly): the instance's form read-only
 * (getInstFormAndBO), its subject and status; the history and the diagram widgets read its id.
 */
export function useInstScreen(api: BpmTaskApi, instId: string): ScreenModel {
  const [load, setLoad] = useState<InstLoad>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    api.getInstFormAndBO(instId, controller.signal).then(
      (vo) => !controller.signal.aborted && setLoad({ status: "ready", vo }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setLoad({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [api, instId, generation]);

  const retry = useCallback(() => setGeneration((n) => n + 1), []);
  const vo = load.status === "ready" ? load.vo : null;
  const screen = useMemo<FlowScreen | null>(() => {
    if (!vo) return null;
    const instance = vo.instance;
    return {
      kind: "inst",
      api,
      header: {
        subject: instance?.subject ?? "",
        defName: instance?.procDefName,
        statusKey: instance?.status ? `flowTask.instStatus.${instance.status}` : undefined,
      },
      form: vo.form,
      formResult: vo.result,
      formData: vo.form ? mainRow(vo.data, vo.form.boAlias) : {},
      permission: permissionOf(vo.permission),
      readonly: true,
      registerForm: noForm,
      instId: instance?.id || instId,
      buttons: [],
    };
  }, [vo, api, instId]);

  if (load.status === "loading" || !screen)
    return load.status === "error" ? { status: "error", error: load.error, retry } : { status: "loading" };
  return {
    status: "ready",
    screen,
    actions: {},
    busy: null,
    summary: {
      subject: screen.header.subject,
      instId: screen.instId,
      defKey: vo?.instance?.procDefKey,
      status: vo?.instance?.status,
    },
  };
}
