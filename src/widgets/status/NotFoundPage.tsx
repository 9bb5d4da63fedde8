import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "./StatusPage";

/** Every unknown path: 啊哦，你所访问的页面不存在, with a link back home (spec 1 §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t("access.status.notFound");
  }, [t]);
  return (
    <StatusPage
      kind="not-found"
      title={t("access.notFound.title")}
      description={t("access.notFound.description")}
      back={{ to: "/", label: t("common.backHome") }}
    />
  );
}

export default NotFoundPage;
