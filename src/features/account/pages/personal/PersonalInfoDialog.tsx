import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
  Section,
  SectionCard,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import type { UserDetail } from "../../../../api/contract";
import { toCallFailure } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { getDetailByAccountOrId } from "../../../../api/uc";
import { userDetailAtom } from "../../../../platform/session/atoms";
import { useCurrentUser } from "../../../../platform/session/useSession";
import { roleNames, sexKey, userStatusKey } from "./personalInfo";
import "./personal.css";

export interface PersonalInfoDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

function Empty({ text }: { text: string }) {
  return <p className="bp6-text-muted tessera-personal-empty">{text}</p>;
}

/** The signed-in user's information: fields, roles, posts and orgs (the master org marked). */
export function PersonalInfoDialog({ isOpen, onClose }: PersonalInfoDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const setDetail = useSetAtom(userDetailAtom);
  const account = user?.account;
  // Loaded each time the dialog opens (the last answer shows meanwhile); the session's detail follows it.
  const query = useQuery(
    {
      queryKey: ["account", "detail", account],
      queryFn: async (): Promise<UserDetail> => {
        const detail = await getDetailByAccountOrId({ account: account as string }, { silent: true });
        if (!detail?.user) throw new Error(t("access.personal.notFound"));
        setDetail(detail);
        return detail;
      },
      enabled: isOpen && !!account,
      refetchOnMount: "always",
    },
    useQueryClientHere(),
  );
  const retry = () => void query.refetch();

  const body = () => {
    if (!user) return <Callout intent={Intent.WARNING}>{t("access.personal.noSession")}</Callout>;
    if (query.isPending || (query.isError && query.isFetching)) {
      return (
        <div className="tessera-personal-loading">
          <Spinner size={32} aria-label={t("common.loading")} />
        </div>
      );
    }
    if (query.isError) {
      return (
        <Callout intent={Intent.DANGER} title={t("access.personal.loadFailed")} role="alert">
          <p>{toCallFailure(query.error).withLogId}</p>
          <Button icon="refresh" text={t("common.retry")} onClick={retry} />
        </Callout>
      );
    }
    const detail = query.data;
    const info = detail.user;
    const sex = sexKey(info.sex);
    const dash = (value: unknown) =>
      value === undefined || value === null || value === "" ? "—" : String(value);
    const fields: [string, string][] = [
      [t("access.personal.fullname"), dash(info.fullname)],
      [t("access.personal.account"), dash(info.account)],
      [t("access.personal.mobile"), dash(info.mobile)],
      [t("access.personal.email"), dash(info.email)],
      [t("access.personal.sexLabel"), sex ? t(sex) : dash(info.sex)],
      [t("access.personal.statusLabel"), t(userStatusKey(info.status))],
      [t("access.personal.address"), dash(info.address)],
    ];
    const roles = roleNames(detail);
    const posts = detail.post ?? [];
    const orgs = [...(detail.org ?? [])].sort((a, b) => Number(b.isMaster) - Number(a.isMaster));
    return (
      <div className="tessera-personal">
        <Section compact title={t("access.personal.basic")}>
          <SectionCard>
            <dl className="tessera-personal-fields">
              {fields.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </SectionCard>
        </Section>
        <Section compact title={t("access.personal.roles")}>
          <SectionCard>
            {roles.length ? (
              <div className="tessera-personal-tags">
                {roles.map((role) => (
                  <Tag key={role} minimal intent={Intent.PRIMARY}>
                    {role}
                  </Tag>
                ))}
              </div>
            ) : (
              <Empty text={t("access.personal.noRoles")} />
            )}
          </SectionCard>
        </Section>
        <Section compact title={t("access.personal.posts")}>
          <SectionCard padded={posts.length === 0}>
            {posts.length ? (
              <HTMLTable compact striped className="tessera-personal-table">
                <thead>
                  <tr>
                    <th>{t("access.personal.postName")}</th>
                    <th>{t("access.personal.postCode")}</th>
                    <th>{t("access.personal.pathName")}</th>
                  </tr>
                </thead>
                <tbody>
                  {posts.map((post) => (
                    <tr key={post.postId}>
                      <td>{post.postName}</td>
                      <td>{post.postCode}</td>
                      <td>{post.pathName}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            ) : (
              <Empty text={t("access.personal.noPosts")} />
            )}
          </SectionCard>
        </Section>
        <Section compact title={t("access.personal.orgs")}>
          <SectionCard padded={orgs.length === 0}>
            {orgs.length ? (
              <HTMLTable compact striped className="tessera-personal-table">
                <thead>
                  <tr>
                    <th>{t("access.personal.orgName")}</th>
                    <th>{t("access.personal.orgCode")}</th>
                    <th>{t("access.personal.pathName")}</th>
                  </tr>
                </thead>
                <tbody>
                  {orgs.map((org) => (
                    <tr key={org.orgId}>
                      <td>
                        {org.orgName}{" "}
                        {Number(org.isMaster) === 1 && (
                          <Tag minimal intent={Intent.SUCCESS}>
                            {t("access.personal.master")}
                          </Tag>
                        )}
                      </td>
                      <td>{org.orgCode}</td>
                      <td>{org.pathName}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            ) : (
              <Empty text={t("access.personal.noOrgs")} />
            )}
          </SectionCard>
        </Section>
      </div>
    );
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t("access.personal.title")}
      icon="person"
      className="tessera-personal-dialog"
    >
      <DialogBody>{body()}</DialogBody>
      <DialogFooter actions={<Button text={t("common.close")} onClick={onClose} />} />
    </Dialog>
  );
}

export default PersonalInfoDialog;
