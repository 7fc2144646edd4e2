import { useCallback, useMemo, useState } from "react";
import { LineChartOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Empty, Flex, Select, Switch, Typography } from "antd";
import { Card } from "@/components/widgets/Card";
import { useNavigate } from "react-router";
import type { Keyword } from "@/api/types/keywords";
import { Page } from "@/components/layout/Page";
import { DataTable } from "@/components/table";
import { CountryFlag } from "@/components/locale";
import { useCan } from "@/providers/useCan";
import { DeclaredToolbar, useDeclaredColumns, useListTable } from "../views/DeclaredList";
import { AddKeywordsDialog } from "./AddKeywordsDialog";
import { historyPath } from "./historyParams";
import { keywords } from "@/registry/areas/keywords";
import { useKeywordActions } from "./useKeywordActions";
import { useKeywordCells } from "./keywordCells";
import { useKeywordScope } from "./useKeywordScope";
import { appName } from "@/resources/apps/appStatus";

const KeywordsPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const scope = useKeywordScope();
  const { app, locale } = scope;
  const list = useListTable<Keyword>(keywords, {
    filters: { auid: app?.auid, localeId: locale?.id },
    filterKeys: ["favorite"],
    enabled: app !== undefined && locale !== undefined,
  });
  const actions = useKeywordActions();
  const [adding, setAdding] = useState(false);
  const canEdit = useCan()(keywords.name, "edit");

  const openHistory = useCallback(
    (chosen: string[]) => {
      if (app && locale) void navigate(historyPath({ auid: app.auid, locale: locale.id, keywords: chosen }));
    },
    [app, locale, navigate],
  );
  const { check, remove, checking } = actions;
  const onAction = useMemo(
    () => ({ history: (k: Keyword) => openHistory([k.keyword]), check, remove }),
    [openHistory, check, remove],
  );
  // A check that runs spins its button, as the position beside it does.
  const actionProps = useCallback(
    (key: string, k: Keyword) => ({ loading: key === "check" && checking.has(k.id) }),
    [checking],
  );
  const cells = useKeywordCells(actions, canEdit);
  const columns = useDeclaredColumns<Keyword>(keywords, { cells, onAction, actionProps });

  const pickers = (
    <Flex gap={12} wrap align="center">
      <Select<string>
        showSearch
        optionFilterProp="title"
        aria-label={t("keywords.app")}
        placeholder={t("keywords.choose_app")}
        loading={scope.appsLoading}
        value={app?.auid}
        onChange={scope.setApp}
        style={{ minWidth: 260 }}
        options={scope.apps.map((a) => ({ value: a.auid, title: appName(a), label: appName(a) }))}
      />
      <Select<number>
        aria-label={t("keywords.locale")}
        placeholder={t("keywords.choose_locale")}
        disabled={!app}
        value={locale?.id}
        onChange={scope.setLocale}
        style={{ minWidth: 240 }}
        notFoundContent={t("def.widgets.locale.none")}
        options={scope.locales.map((l) => ({ value: l.id, label: <CountryFlag code={l.country} label={l.name} /> }))}
      />
    </Flex>
  );

  const toolbar = (
    <DeclaredToolbar area={keywords} list={list} query={list.query} total={list.loading ? undefined : list.total}>
      <Flex gap={8} align="center">
        <Switch
          id="keywords-favorites"
          checked={list.filters.favorite === "true"}
          onChange={(on) => list.setFilter("favorite", on ? "true" : undefined)}
        />
        <Typography.Text style={{ whiteSpace: "nowrap" }}>
          <label htmlFor="keywords-favorites">{t("keywords.favorites_only")}</label>
        </Typography.Text>
      </Flex>
    </DeclaredToolbar>
  );

  const headerActions = app && locale && (
    <Flex gap={8} wrap>
      <Button icon={<LineChartOutlined aria-hidden />} onClick={() => openHistory([])}>
        {t("keywords.history.open")}
      </Button>
      {canEdit && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t("keywords.add.open")}
        </Button>
      )}
    </Flex>
  );

  return (
    <Page area={keywords} actions={headerActions}>
      <Card variant="borderless">
        <Flex vertical gap={16}>
          {pickers}
          {app && locale ? (
            <DataTable<Keyword> columns={columns} {...list.tableProps} toolbar={toolbar} />
          ) : (
            <Empty description={t(app ? "keywords.choose_locale_hint" : "keywords.choose_app_hint")} />
          )}
        </Flex>
      </Card>
      {app && locale && (
        <AddKeywordsDialog open={adding} auid={app.auid} locale={locale} onClose={() => setAdding(false)} />
      )}
      {actions.dialog}
    </Page>
  );
};

export default KeywordsPage;
