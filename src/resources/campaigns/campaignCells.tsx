import { useMemo } from "react";
import { useTranslate } from "@refinedev/core";
import { Avatar, Flex, Typography } from "antd";
import { Link } from "react-router";
import type { Campaign } from "@/api/types/campaigns";
import { CountryFlag } from "@/components/locale";
import { useFormatDay } from "@/lib/useFormatDate";
import type { CustomCells } from "../views/cells";
import { detailPath } from "./detailPath";
import { ProgressCell } from "./ProgressCell";

/** The campaign lists' cells no kind draws: app link, flag, owner, dates, progress and today's figures. */
export const useCampaignCells = (): CustomCells<Campaign> => {
  const t = useTranslate();
  const formatDate = useFormatDay();
  return useMemo(
    () => ({
      app: (c: Campaign) => (
        <Flex gap={8} align="center">
          <Avatar shape="square" size={32} src={c.app.image_src ?? undefined} alt="" />
          <Flex vertical gap={0} style={{ minWidth: 0 }}>
            <Link to={detailPath(c.id)}>{c.app.name}</Link>
            {/* A long package is cut, not broken inside its name: whole in the title, and a Tab stop for the keyboard. */}
            <Typography.Text
              type="secondary"
              title={`#${c.id} · ${c.app.app_id}`}
              tabIndex={0}
              style={{
                fontSize: 12,
                display: "inline-block",
                maxWidth: 128,
                overflow: "hidden",
                textOverflow: "ellipsis",
                whiteSpace: "nowrap",
                verticalAlign: "bottom",
              }}
            >
              #{c.id} · {c.app.app_id}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
      locale: (c: Campaign) => <CountryFlag code={c.locale.country} label={c.locale.name} />,
      owner: (c: Campaign) => c.owner.name || c.owner.login,
      start_date: (c: Campaign) => (
        <Flex vertical gap={0}>
          {/* Each day whole; the range may break between the two days when the list is short of room. */}
          <span>
            <span style={{ whiteSpace: "nowrap" }}>{formatDate(c.start_date)} –</span>{" "}
            <span style={{ whiteSpace: "nowrap" }}>{formatDate(c.end_date)}</span>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("campaigns.days", { count: c.days })}
          </Typography.Text>
        </Flex>
      ),
      progress: (c: Campaign) => (
        <ProgressCell done={c.done} planned={c.planned} label={t("campaigns.progress_of", { app: c.app.name })} />
      ),
      today: (c: Campaign) =>
        c.today_planned > 0 ? (
          `${c.today_done} / ${c.today_planned}`
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    }),
    [t, formatDate],
  );
};
