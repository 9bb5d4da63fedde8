import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { SchemaRenderer, useEngine } from "../../../../engine/react";
import { LoadingPage } from "../../../../widgets/status/LoadingPage";
import instDocument from "../../schemas/task/inst.json";
import startDocument from "../../schemas/task/start.json";
import taskDocument from "../../schemas/task/task.json";
import { screenData } from "./screenData";

/**
 * Renders one of the flow screen documents (src/features/flow/schemas/task/*.json) with the route parameters in
 * its page scope. A new set of parameters starts a new runtime (the next task opens fresh).
 */
function FlowDocument({ document, name }: { document: unknown; name: "start" | "task" | "inst" }) {
  const { i18n } = useTranslation();
  const engine = useEngine();
  const params = useParams();
  const data = useMemo(() => screenData(name, params), [name, params]);
  return (
    <section className="tessera-flow-page" data-screen={name}>
      <SchemaRenderer
        key={JSON.stringify(data)}
        engine={engine}
        document={document}
        data={data}
        locale={i18n.language}
        fallback={<LoadingPage fullPage={false} />}
      />
    </section>
  );
}

/** Start screens: /agentStart/…, /agentStartByKey/:defKey, /start/:defId/:instId (spec 2 §2.2). */
export function FlowStartPage() {
  return <FlowDocument document={startDocument} name="start" />;
}

/** Task screens: /task/…, /taskFromOtherPage/… (spec 2 §2.2). */
export function FlowTaskPage() {
  return <FlowDocument document={taskDocument} name="task" />;
}

/** Instance views: /inst/…, /instRead/…, /doneReadOnly/:instId (spec 2 §2.2). */
export function FlowInstPage() {
  return <FlowDocument document={instDocument} name="inst" />;
}
