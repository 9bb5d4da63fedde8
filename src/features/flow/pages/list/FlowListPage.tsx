import { useAtomValue } from "jotai";
import { useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { SchemaRenderer, useEngine } from "../../../../engine/react";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { ShellPageContext } from "../../../../platform/shellPage";
import { LoadingPage } from "../../../../widgets/status/LoadingPage";
import { listStateFromSearch, quickSearchProperties, readListQuery } from "../../widgets/list/listQuery";
import { FLOW_LISTS, type FlowListName } from "./flowDocuments";
import "../../widgets/list/flowList.css";
import { PageHeading } from "../../../../widgets/layout/PageHeading";

/**
 * A list screen of the flow area (spec 2 §2.1): its document rendered by the app's engine, with the
 * signed-in user's id, the route's orgId and defKey, and the list's state in its page scope: from the URL
 * (?page=&size=&q=) when it names one, else the saved query (kept for the session until a menu item is
 * selected). In the shell the heading is the
 * menu's name; a single route (v-todo/{defKey}) shows its own title.
 */
export function FlowListPage({ list }: { list: FlowListName }) {
  const { t, i18n } = useTranslation();
  const { orgId, defKey } = useParams();
  const [searchParams] = useSearchParams();
  const engine = useEngine();
  const userId = useAtomValue(currentUserAtom)?.userId ?? "";
  const shell = useContext(ShellPageContext);
  const { alias, document } = FLOW_LISTS[list];
  const key = `${list}|${orgId ?? ""}|${defKey ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per list and route (key), not on every save; later URL changes reach the list through its URL sync
  const data = useMemo(() => {
    // The URL (?page=&size=&q=) wins over the session's saved query (issue 13 §6).
    const fromUrl = listStateFromSearch(searchParams, quickSearchProperties(document, "list"), {
      page: 1,
      pageSize: 10,
    });
    const saved = fromUrl ?? readListQuery(alias);
    return {
      userId,
      ...(orgId ? { orgId } : {}),
      ...(defKey ? { defKey } : {}),
      ...(saved ? { list: { page: 1, pageSize: 10, keyword: "", querys: [], ...saved } } : {}),
    };
  }, [key, userId]);

  return (
    <section className="tessera-flow-page" data-flow-list={list}>
      {!shell?.headingShown && (
        <PageHeading className="tessera-flow-page-title">{t(`flow.title.${list}`)}</PageHeading>
      )}
      <SchemaRenderer
        key={key}
        engine={engine}
        document={document}
        data={data}
        locale={i18n.language}
        fallback={<LoadingPage fullPage={false} />}
      />
    </section>
  );
}
