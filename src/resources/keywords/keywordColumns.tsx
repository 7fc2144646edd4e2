import { useMemo } from "react";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  LineChartOutlined,
  StarFilled,
  StarOutlined,
  SyncOutlined,
} from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Tag, theme, Typography, type TableColumnsType } from "antd";
import type { Keyword } from "@/api/types/keywords";
import { CellText } from "@/components/table/CellText";
import { MutedText } from "@/components/widgets";
import type { KeywordActions } from "./useKeywordActions";
import { rowColumn } from "@/components/table/rowColumn";
import { DeleteRowAction, RowAction } from "@/components/table/RowAction";

export interface KeywordColumnsOptions {
  actions: KeywordActions;
  canEdit: boolean;
  canDelete: boolean;
  onHistory: (keyword: Keyword) => void;
}

/** Change since the last check: colour AND an arrow AND words, so colour is never the only signal. */
const Change = ({ diff }: { diff: number | null }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  if (diff === null || diff === 0) return <MutedText aria-label={t("keywords.change.none")}>—</MutedText>;
  const up = diff > 0;
  const label = t(up ? "keywords.change.up" : "keywords.change.down", { count: Math.abs(diff) });
  return (
    <Typography.Text
      style={{ color: up ? token.colorSuccessText : token.colorErrorText }}
      aria-label={label}
      title={label}
    >
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {Math.abs(diff)}
    </Typography.Text>
  );
};

export const useKeywordColumns = ({
  actions,
  canEdit,
  canDelete,
  onHistory,
}: KeywordColumnsOptions): TableColumnsType<Keyword> => {
  const t = useTranslate();
  const { token } = theme.useToken();
  return useMemo(
    () => [
      {
        key: "favorite",
        title: <span aria-label={t("keywords.fields.favorite")}>★</span>,
        width: 56,
        render: (_: unknown, k: Keyword) => (
          <Button
            type="text"
            aria-pressed={k.favorite}
            aria-label={t("keywords.favorite.toggle", { keyword: k.keyword })}
            disabled={!canEdit}
            icon={
              k.favorite ? (
                <StarFilled aria-hidden style={{ color: token.colorWarning }} />
              ) : (
                <StarOutlined aria-hidden />
              )
            }
            onClick={() => actions.toggleFavorite(k)}
          />
        ),
      },
      {
        key: "keyword",
        dataIndex: "keyword",
        title: t("keywords.fields.keyword"),
        render: (_: unknown, k: Keyword) => <CellText text={k.keyword} strong maxWidth={320} />,
      },
      {
        key: "position",
        title: t("keywords.fields.position"),
        align: "right" as const,
        render: (_: unknown, k: Keyword) =>
          actions.checking.has(k.id) ? (
            <SyncOutlined spin aria-label={t("keywords.check.running")} />
          ) : k.position === null ? (
            <MutedText>{t("keywords.not_ranked")}</MutedText>
          ) : (
            k.position
          ),
      },
      rowColumn("positionDiff", t("keywords.fields.positionDiff"), (k: Keyword) => <Change diff={k.positionDiff} />),
      rowColumn("status", t("keywords.fields.status"), (k: Keyword) => (
        <Tag
          bordered={false}
          color={k.status === "TRACKED" ? "blue" : "default"}
          icon={k.status === "CHECKING" ? <SyncOutlined spin aria-hidden /> : undefined}
        >
          {t(`keywords.status.${k.status}`)}
        </Tag>
      )),
      rowColumn("actions", t("keywords.fields.actions"), (k: Keyword) => (
        <Flex gap={4}>
          <RowAction
            tip={t("keywords.history.open")}
            label={t("keywords.history.open_for", { keyword: k.keyword })}
            icon={<LineChartOutlined aria-hidden />}
            onClick={() => onHistory(k)}
          />
          {canEdit && (
            <RowAction
              loading={actions.checking.has(k.id)}
              tip={t("keywords.check.now")}
              label={t("keywords.check.now_for", { keyword: k.keyword })}
              icon={<SyncOutlined aria-hidden />}
              onClick={() => actions.check(k)}
            />
          )}
          {canDelete && (
            <DeleteRowAction
              tip={t("keywords.delete.open")}
              label={t("keywords.delete.open_for", { keyword: k.keyword })}
              onClick={() => actions.remove(k)}
            />
          )}
        </Flex>
      )),
    ],
    [t, token, actions, canEdit, canDelete, onHistory],
  );
};
