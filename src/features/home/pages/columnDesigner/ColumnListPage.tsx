import {
  Alert,
  Button,
  Callout,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
} from "@blueprintjs/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { toCallFailure } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { useHasMethod } from "../../../../platform/session/useSession";
import type { DesignedColumn } from "../../api";
import { COLUMN_MANAGE_METHOD, type DesignerApi, serverDesignerApi } from "./designerApi";

/** Rows per page of the column list. */
export const COLUMN_PAGE_SIZE = 10;

export interface ColumnListProps {
  api?: DesignerApi;
}

/**
 * The configurers' list of home columns (issue 5 §5): searchable by name or alias, paged, with new,
 * edit and delete (after a confirmation).
 */
export function ColumnList({ api = serverDesignerApi }: ColumnListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DesignedColumn | null>(null);

  // The page of columns for the search word; the page shown stays while the next one loads.
  const word = query.trim();
  const loaded = useQuery(
    {
      queryKey: ["home", "columnDesigner", "list", page, word],
      queryFn: () =>
        api.list({
          pageBean: { page, pageSize: COLUMN_PAGE_SIZE, showTotal: true },
          querys: word
            ? [
                { property: "name", value: word, operation: "LIKE", relation: "OR", group: "search" },
                { property: "alias", value: word, operation: "LIKE", relation: "OR", group: "search" },
              ]
            : [],
        }),
      placeholderData: keepPreviousData,
    },
    useQueryClientHere(),
  );
  const list = loaded.data ?? null;
  const error =
    deleteError ?? (loaded.isError && !loaded.isFetching ? toCallFailure(loaded.error).message : null);
  const { refetch } = loaded;

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    try {
      const answer = await api.remove([target.id]);
      if (answer && answer.state === false)
        setDeleteError(answer.message || t("columnDesigner.list.deleteFailed"));
      else {
        setDeleteError(null);
        void refetch();
      }
    } catch (failure) {
      setDeleteError(toCallFailure(failure).message);
    }
  }, [api, deleting, t, refetch]);

  const pages = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || COLUMN_PAGE_SIZE))) : 1;
  return (
    <div className="tessera-column-designer">
      <div className="tessera-column-designer-toolbar" style={{ display: "flex", gap: 8, marginBottom: 12 }}>
        <form
          style={{ display: "flex", gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            setDeleteError(null);
            setPage(1);
            setQuery(search);
          }}
        >
          <InputGroup
            leftIcon="search"
            placeholder={t("columnDesigner.list.search")}
            aria-label={t("columnDesigner.list.search")}
            value={search}
            onValueChange={setSearch}
          />
          <Button type="submit" text={t("columnDesigner.list.searchButton")} />
        </form>
        <Button
          intent={Intent.PRIMARY}
          icon="plus"
          text={t("columnDesigner.list.new")}
          onClick={() => void navigate("/v-config/homeColumns/new")}
        />
      </div>
      {error && (
        <Callout intent={Intent.DANGER} role="alert" style={{ marginBottom: 12 }}>
          {error}
        </Callout>
      )}
      {!list && !error && <Spinner size={24} />}
      {list && list.rows.length === 0 && (
        <NonIdealState icon="search" title={t("columnDesigner.list.empty")} />
      )}
      {list && list.rows.length > 0 && (
        <HTMLTable striped interactive style={{ width: "100%" }} aria-label={t("columnDesigner.list.title")}>
          <thead>
            <tr>
              <th>{t("columnDesigner.field.name")}</th>
              <th>{t("columnDesigner.field.alias")}</th>
              <th>{t("columnDesigner.field.dataMode")}</th>
              <th>{t("columnDesigner.field.colType")}</th>
              <th>{t("columnDesigner.list.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((column) => (
              <tr key={column.id}>
                <td>{column.name}</td>
                <td>
                  <code>{column.alias}</code>
                </td>
                <td>
                  {t(`columnDesigner.dataMode.${column.dataMode}`, { defaultValue: String(column.dataMode) })}
                </td>
                <td>
                  {t(`columnDesigner.colType.${column.colType}`, { defaultValue: String(column.colType) })}
                </td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="edit"
                    text={t("columnDesigner.list.edit")}
                    aria-label={t("columnDesigner.list.editOf", { name: column.name })}
                    onClick={() => void navigate(`/v-config/homeColumns/${encodeURIComponent(column.id)}`)}
                  />
                  <Button
                    variant="minimal"
                    size="small"
                    intent={Intent.DANGER}
                    icon="trash"
                    text={t("columnDesigner.list.delete")}
                    aria-label={t("columnDesigner.list.deleteOf", { name: column.name })}
                    onClick={() => setDeleting(column)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {list && list.total > 0 && (
        <div style={{ display: "flex", gap: 8, alignItems: "center", marginTop: 12 }}>
          <Button
            icon="chevron-left"
            aria-label={t("columnDesigner.list.previous")}
            disabled={page <= 1}
            onClick={() => {
              setDeleteError(null);
              setPage((p) => p - 1);
            }}
          />
          <span>{t("columnDesigner.list.page", { page, pages, total: list.total })}</span>
          <Button
            icon="chevron-right"
            aria-label={t("columnDesigner.list.next")}
            disabled={page >= pages}
            onClick={() => {
              setDeleteError(null);
              setPage((p) => p + 1);
            }}
          />
        </div>
      )}
      <Alert
        isOpen={!!deleting}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t("columnDesigner.list.delete")}
        cancelButtonText={t("columnDesigner.cancel")}
        canEscapeKeyCancel
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {t("columnDesigner.list.confirmDelete", { name: deleting?.name ?? "" })}
      </Alert>
    </div>
  );
}

/** The route page v-config/homeColumns: the list, for users with the homeColumnManage right. */
export function ColumnListPage() {
  const { t } = useTranslation();
  const allowed = useHasMethod(COLUMN_MANAGE_METHOD);
  if (!allowed) return <NonIdealState icon="lock" title={t("columnDesigner.noRight")} />;
  return <ColumnList />;
}
