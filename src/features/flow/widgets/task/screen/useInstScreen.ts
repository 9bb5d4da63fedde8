import { useMemo } from "react";
import type { BpmTaskApi } from "../../../api/bpmTask";
import { mainRow, permissionOf } from "../../../model/boData";
import { instStatusIntent, instStatusKey } from "../../../model/instStatus";
import type { FlowScreen } from "./FlowScreenContext";
import type { ScreenModel } from "./screenModel";
import { useScreenLoad } from "./useScreenLoad";

const noForm = () => {};

/**
 * The instance view (spec 2 §2.2 /inst, /instRead, /doneReadOnly): the instance's form read-only
 * (getInstFormAndBO), its subject and status; the history and the diagram widgets read its id.
 */
export function useInstScreen(api: BpmTaskApi, instId: string): ScreenModel {
  // Read-only: a refetch when the window regains focus replaces nothing the user typed.
  const query = useScreenLoad(["flow", "inst", instId], (signal) => api.getInstFormAndBO(instId, signal), {
    editable: false,
  });
  const vo = query.data ?? null;
  const screen = useMemo<FlowScreen | null>(() => {
    if (!vo) return null;
    const instance = vo.instance;
    return {
      kind: "inst",
      api,
      header: {
        subject: instance?.subject ?? "",
        defName: instance?.procDefName,
        statusKey: instStatusKey(instance?.status),
        statusIntent: instance?.status ? instStatusIntent(instance.status) : undefined,
        outcome: instance?.outcome,
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

  if (query.isError) return { status: "error", error: query.error, retry: query.reload };
  if (!screen) return { status: "loading" };
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
