import { useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { useEngine } from "../../../engine/react";
import { useShellPageActions } from "../../../platform/shellPage";
import { QueryView } from "../widgets/query/QueryView";
import { useMenuName } from "./useMenuName";
import "./statement.css";
import { PageHeading } from "../../../widgets/layout/PageHeading";

/**
 * The page of a custom query (spec 3 §2: `…/querySql/queryView/{sqlAlias}/{alias}[/{single}]`): the query
 * view of `sqlAlias`, titled with the name of the menu `alias`. In the shell the title is the shell's
 * heading and the export button sits in its row; a single route shows its own title bar.
 */
export function QueryViewPage() {
  const { sqlAlias = "", alias } = useParams();
  const engine = useEngine();
  const title = useMenuName(alias) ?? alias ?? sqlAlias;
  const [toolbar, setToolbar] = useState<HTMLElement | null>(null);
  // One slot for the view's toolbar; it sits in the shell's heading row when there is one.
  const slot = useMemo(() => <span className="tessera-statement-actions" ref={setToolbar} />, []);
  const inShellHeading = useShellPageActions(slot);

  return (
    <section className="tessera-statement-page" aria-label={title}>
      {!inShellHeading && (
        <div className="tessera-statement-titlebar">
          <PageHeading className="tessera-statement-title">{title}</PageHeading>
          {slot}
        </div>
      )}
      <QueryView
        key={sqlAlias}
        alias={sqlAlias}
        fetcher={engine.options.fetcher}
        exportName={title}
        toolbarContainer={toolbar}
      />
    </section>
  );
}
