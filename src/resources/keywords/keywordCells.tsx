import { useMemo } from "react";
import { ArrowDownOutlined, ArrowUpOutlined, StarFilled, StarOutlined, SyncOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Tag, theme, Typography } from "antd";
import type { Keyword } from "@/api/types/keywords";
import { MutedText } from "@/components/widgets/MutedText";
import type { CustomCells } from "../views/cells";
import type { KeywordActions } from "./useKeywordActions";

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

/** The /keywords cells no kind draws: star, position (spinning while checked), change and status. */
export const useKeywordCells = (actions: KeywordActions, canEdit: boolean): CustomCells<Keyword> => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { checking, toggleFavorite } = actions;
  return useMemo(
    () => ({
      favorite: (k: Keyword) => (
        <Button
          type="text"
          aria-pressed={k.favorite}
          aria-label={t("keywords.favorite.toggle", { keyword: k.keyword })}
          disabled={!canEdit}
          icon={
            k.favorite ? <StarFilled aria-hidden style={{ color: token.colorWarning }} /> : <StarOutlined aria-hidden />
          }
          onClick={() => toggleFavorite(k)}
        />
      ),
      position: (k: Keyword) =>
        checking.has(k.id) ? (
          <SyncOutlined spin aria-label={t("keywords.check.running")} />
        ) : k.position === null ? (
          <MutedText>{t("keywords.not_ranked")}</MutedText>
        ) : (
          k.position
        ),
      positionDiff: (k: Keyword) => <Change diff={k.positionDiff} />,
      status: (k: Keyword) => (
        <Tag
          bordered={false}
          color={k.status === "TRACKED" ? "blue" : "default"}
          icon={k.status === "CHECKING" ? <SyncOutlined spin aria-hidden /> : undefined}
        >
          {t(`keywords.status.${k.status}`)}
        </Tag>
      ),
    }),
    [t, token, canEdit, checking, toggleFavorite],
  );
};
