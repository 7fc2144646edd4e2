import { useLayoutEffect, useMemo, useState } from "react";
import { Button, Flex, Table, theme, Typography } from "antd";
import { PlusOutlined, TranslationOutlined } from "@ant-design/icons";
import { useInvalidate, useList, useTranslate, type BaseRecord } from "@refinedev/core";
import type { CountedLocale } from "@/api/types/locales";
import { Page } from "@/components/layout/Page";
import { useCreateRequest } from "@/components/layout/createRequest";
import { TableSkeleton } from "@/components/table";
import { TableError } from "@/components/table/TableError";
import { Card } from "@/components/widgets/Card";
import { SearchInput } from "@/components/widgets/SearchInput";
import { DeclaredForm } from "../views/DeclaredForm";
import { FlagPreview } from "./FlagPreview";
import { ListTools, useChosenColumns } from "../views/DeclaredList";
import { useLocaleCells } from "./localeCells";
import { moveBy, moveOnto, sameOrder, searchLocales } from "./localeOrder";
import { locales } from "@/registry/areas/locales";
import { countedLocales } from "@/registry/lookups/locales";
import { useLocaleOrder } from "./useLocaleOrder";
import { useRowDrag } from "./useRowDrag";
import { VISUALLY_HIDDEN } from "@/lib/visuallyHidden";
import { useOpenRow } from "../views/useOpenParam";
import { useRecordSpotlight } from "../views/useRecordSpotlight";

const WHOLE = { page: 1, pageSize: -1, setPage: () => undefined };

/** /locales (ADMIN, OWNER): the admins' order with usage counts; reordered by drag or move buttons. */
const LocalesPage = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const invalidate = useInvalidate();
  const { result, query } = useList<CountedLocale & BaseRecord>({
    resource: countedLocales.name,
    pagination: { mode: "off" },
  });
  const order = useLocaleOrder(result.data);
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  useCreateRequest(() => setAdding(true));
  const [announcement, setAnnouncement] = useState("");
  // The move button to focus again after a move (React may re-insert the row, which drops the focus);
  // a new object per move, so moving the same row twice focuses twice.
  const [focus, setFocus] = useState<{ id: number; direction: "up" | "down" } | null>(null);

  const ids = useMemo(() => order.rows.map((r) => r.id), [order.rows]);
  const shown = searchLocales(order.rows, search);
  useOpenRow(locales.name, shown, "id");
  const spotlight = useRecordSpotlight(locales.name, "id", {
    rows: shown,
    loading: query.isLoading,
    query: { resource: countedLocales.name, filters: [], sorters: [], rows: shown },
    state: WHOLE,
  });
  // Moving within a filtered view would jump over rows the user cannot see.
  const canReorder = search === "" && !query.isLoading && !query.error;

  const save = (locale: CountedLocale, next: number[]) => {
    const position = next.indexOf(locale.id) + 1;
    setAnnouncement(t("locale.reorder.moved", { name: locale.name, position, total: next.length }));
    void order.save(next, locale);
  };

  const onMove = canReorder
    ? (locale: CountedLocale, step: -1 | 1) => {
        const next = moveBy(ids, locale.id, step);
        if (sameOrder(next, ids)) return;
        setFocus({ id: locale.id, direction: step < 0 ? "up" : "down" });
        save(locale, next);
      }
    : null;

  const drag = useRowDrag(canReorder, (id, targetId) => {
    const locale = order.rows.find((r) => r.id === id);
    if (locale) save(locale, moveOnto(ids, id, targetId));
  });

  useLayoutEffect(() => {
    if (!focus) return;
    const other = focus.direction === "up" ? "down" : "up";
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${focus.id}:${focus.direction}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${focus.id}:${other}"]`);
    button?.focus();
  }, [focus]);

  const cells = useLocaleCells(ids, onMove);
  const columns = useChosenColumns<CountedLocale>(locales, locales.name, { cells });

  const dropLine = (id: number): string | undefined => {
    if (drag.dragging === null || drag.over !== id || drag.dragging === id) return undefined;
    return `inset 0 ${ids.indexOf(drag.dragging) < ids.indexOf(id) ? -2 : 2}px 0 ${token.colorPrimary}`;
  };

  const actions = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      {t("locale.add.open")}
    </Button>
  );

  return (
    <Page
      title={t("locale.title")}
      description={t("locale.description")}
      icon={<TranslationOutlined />}
      actions={actions}
    >
      <Card variant="borderless" styles={{ body: { overflowX: "auto" } }}>
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap data-table-toolbar="">
            <SearchInput
              value={search}
              onSearch={setSearch}
              placeholder={t("locale.search")}
              style={{ flex: "1 1 220px", maxWidth: 360 }}
            />
            <Typography.Text type="secondary">
              {search ? t("locale.reorder.search_hint") : t("locale.reorder.hint")}
            </Typography.Text>
            <ListTools
              area={locales}
              query={{ resource: countedLocales.name, filters: [], sorters: [], rows: shown }}
              tableKey={locales.name}
              total={query.isLoading ? undefined : shown.length}
            />
          </Flex>
          {query.isLoading ? (
            <TableSkeleton rows={8} columns={columns.length} />
          ) : query.error && result.data.length === 0 ? (
            <TableError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <Table<CountedLocale>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={shown}
              pagination={false}
              locale={{ emptyText: search ? t("locale.no_match") : t("locale.empty") }}
              onRow={(row) => ({
                ...drag.rowProps(row.id),
                "data-locale-row": row.id,
                style: { opacity: drag.dragging === row.id ? 0.45 : 1, boxShadow: dropLine(row.id) },
              })}
            />
          )}
        </Flex>
      </Card>
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      {spotlight}
      {adding && (
        <DeclaredForm
          declaration={locales}
          controls={{ flag: <FlagPreview /> }}
          onSaved={() => void invalidate({ resource: countedLocales.name, invalidates: ["list"] })}
          onClosed={() => setAdding(false)}
        />
      )}
    </Page>
  );
};

export default LocalesPage;
