import { useEffect, useMemo, useState } from "react";
import { PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Empty, Flex, Skeleton } from "antd";
import type { App } from "@/api/types/apps";
import { appName } from "./appStatus";
import { Page } from "@/components/layout/Page";
import { useCreateRequest } from "@/components/layout/createRequest";
import { TablePagination } from "@/components/table";
import { TableError } from "@/components/table/TableError";
import { Card } from "@/components/widgets/Card";
import { DeclaredFilter } from "../views/DeclaredFilter";
import { ListSearch } from "../views/ListSearch";
import { useListTable } from "../views/useListTable";
import { useLocales } from "@/components/locale/useLocales";
import { toast } from "@/providers/notification";
import { DeclaredForm } from "../views/DeclaredForm";
import { AppPreviewCard } from "./AppPreviewCard";
import { AppCard } from "./AppCard";
import { EditLocaleDialog } from "./EditLocaleDialog";
import { apps } from "@/registry/areas/apps";
import styles from "./AppsPage.module.css";
import { useConfirmedDelete } from "../views/useConfirmedDelete";
import { useOpenRow } from "../views/useOpenParam";
import { RECORD_KEY_ATTRIBUTE, useRecordSpotlight } from "../views/useRecordSpotlight";

/** /apps: the team's apps as cards, searched, filtered by status and paged on the server. */
const AppsPage = () => {
  const t = useTranslate();
  const list = useListTable<App>(apps);
  const locales = useLocales();
  const byCode = useMemo(() => new Map(locales.standard.map((l) => [l.code, l])), [locales.standard]);
  const [adding, setAdding] = useState<"open" | "closing" | null>(null);
  useCreateRequest(() => setAdding("open"));
  // A failed locale load closes the add form with an error toast. The list may have failed before
  // the form opened, so the page says it whenever the form is open.
  const localesFailed = adding !== null && !!locales.error;
  useEffect(() => {
    if (localesFailed) toast("error", t("apps.add.locales_failed"));
  }, [localesFailed, t]);
  const onMissing = () => {
    toast("error", t("apps.add.error_loading_app"));
    setAdding((state) => state && "closing");
  };
  const [editing, setEditing] = useState<App | null>(null);
  const { remove: deleteApp, dialog } = useConfirmedDelete<App>();
  useOpenRow(apps.name, list.rows, apps.idField);
  const spotlight = useRecordSpotlight(apps.name, apps.idField, list);

  const onDelete = (app: App) => void deleteApp(apps, app, { name: appName(app) });

  const { state } = list;
  const body = list.error ? (
    <TableError error={list.error} onRetry={list.refetch} />
  ) : list.loading || locales.loading ? (
    // A card shows, and its "Manage keywords" links to, the app's locale: cards wait for the locales.
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t("apps.loading")}>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i}>
          <Skeleton avatar active paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </div>
  ) : list.rows.length === 0 ? (
    <Empty description={list.search || list.filters.status ? t("apps.empty_filtered") : t("apps.empty")} />
  ) : (
    <div className={styles.grid} aria-busy={list.refreshing}>
      {list.rows.map((app) => (
        <div key={app.auid} {...{ [RECORD_KEY_ATTRIBUTE]: app.auid }}>
          <AppCard app={app} locale={byCode.get(app.locale)} onEditLocale={setEditing} onDelete={onDelete} />
        </div>
      ))}
    </div>
  );

  const actions = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding("open")}>
      {t("apps.add.open")}
    </Button>
  );

  return (
    <Page area={apps} actions={actions}>
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <Flex gap={12} wrap>
            <ListSearch list={list} label={t("apps.search")} style={{ maxWidth: 420, flex: "1 1 260px" }} />
            {apps.table.filters.map((filter) => (
              <DeclaredFilter key={filter.name} filter={filter} list={list} label={t(filter.label)} />
            ))}
          </Flex>
          {body}
          <TablePagination
            page={state.page}
            pageSize={state.pageSize}
            total={list.total}
            onPageChange={state.setPage}
            onPageSizeChange={state.setPageSize}
            busy={list.loading}
          />
        </Flex>
      </Card>
      {adding && (
        <DeclaredForm
          declaration={apps}
          open={adding === "open" && !localesFailed}
          controls={{ preview: <AppPreviewCard onMissing={onMissing} /> }}
          onClosed={() => setAdding(null)}
        />
      )}
      <EditLocaleDialog app={editing} onClose={() => setEditing(null)} />
      {dialog}
      {spotlight}
    </Page>
  );
};

export default AppsPage;
