import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BpmOpinion } from "../../../../api/contract";
import type { WidgetProps } from "../../../../engine/react";
import { fromFormPermission } from "../../../../widgets/form/permission";
import { instanceFileTree } from "../../model/instanceFiles";
import { InstanceFilesButton } from "./components/InstanceFilesButton";
import { useFlowScreen } from "./screen/FlowScreenContext";
import { usePartQuery } from "./screen/usePartQuery";

/**
 * `flow-files`: 附件（n） of a task or instance screen, opening the file tree of what the screen already
 * holds: the form's upload fields as loaded and the history's opinion files (the same instanceFlowOpinions
 * read as the history tab, so nothing more is fetched). A new start has no instance: nothing shows.
 */
export function FlowFilesWidget(_: WidgetProps<Record<string, never>>) {
  const { t, i18n } = useTranslation();
  const screen = useFlowScreen();
  const instId = screen?.kind === "start" ? "" : (screen?.instId ?? "");
  const history = usePartQuery("instanceFlowOpinions", instId, (api, signal) =>
    api.instanceFlowOpinions(instId, signal),
  );
  const form = screen?.form;
  const formData = screen?.formData;
  const permission = screen?.permission;
  const opinions = history.data;
  const language = i18n.language;
  const files = useMemo(() => {
    const opinionFolder = (opinion: BpmOpinion) => {
      const handler = opinion.auditorName || opinion.qualfiedNames || "";
      return handler
        ? t("flowTask.fileTree.opinionFolder", { node: opinion.taskName, handler })
        : opinion.taskName;
    };
    return instanceFileTree({
      form,
      formData: formData ?? {},
      fieldModes: form ? fromFormPermission(permission, form.boAlias).fieldModes : {},
      opinions: opinions ?? [],
      locale: language,
      opinionFolder,
    });
  }, [form, formData, permission, opinions, language, t]);
  if (!screen || !instId) return null;
  return <InstanceFilesButton files={files} loading={history.isFetching && !history.data} />;
}
