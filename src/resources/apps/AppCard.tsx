import { campaignAdd } from "@/registry/areas/campaigns";
import { keywords } from "@/registry/areas/keywords";
import { routeTo } from "@/registry/recordUrl";
import type { ReactNode } from "react";
import { DeleteOutlined, KeyOutlined, RocketOutlined, TranslationOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Avatar, Button, Flex, Tag, theme, Typography } from "antd";
import { useNavigate } from "react-router";
import { appDetailsFor, type App } from "@/api/types/apps";
import type { Locale } from "@/api/types/locales";
import { CountryFlag } from "@/components/locale";
import { Card } from "@/components/widgets/Card";
import { MutedText } from "@/components/widgets/MutedText";
import { Rating } from "@/components/widgets/Rating";
import { Tip } from "@/components/widgets/Tip";
import { useFormatDate } from "@/lib/useFormatDate";
import { isActive, statusColor, storeUrl } from "./appStatus";
import styles from "./AppsPage.module.css";

interface AppCardProps {
  app: App;
  locale: Locale | undefined;
  onEditLocale: (app: App) => void;
  onDelete: (app: App) => void;
}

/** One app of the grid: nothing at all when the store gave no details for its locale. */
export const AppCard = ({ app, locale, onEditLocale, onDelete }: AppCardProps) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const details = appDetailsFor(app);
  if (!details) return null;

  const unavailable = t("apps.unavailable");
  const name = details.name ?? unavailable;
  const colour = { default: token.colorTextQuaternary, error: token.colorError, success: token.colorSuccess }[
    statusColor(app.status)
  ];
  const fact = (label: string, value: string | null) => (
    <Flex justify="space-between" gap={8}>
      <MutedText className={styles.label}>{label}</MutedText>
      <Typography.Text className={styles.value} title={value ?? unavailable}>
        {value ?? unavailable}
      </Typography.Text>
    </Flex>
  );

  const auid = encodeURIComponent(app.auid);

  const link = (key: string, icon: ReactNode, path: string, type?: "primary") => (
    <Button
      type={type}
      icon={icon}
      onClick={() => void navigate(path)}
      aria-label={t(`apps.card.${key}_app`, { name })}
    >
      {t(`apps.card.${key}`)}
    </Button>
  );
  const iconButton = (key: string, icon: ReactNode, onClick: () => void, danger?: boolean) => (
    <Tip title={t(`apps.card.${key}`)}>
      <Button danger={danger} icon={icon} onClick={onClick} aria-label={t(`apps.card.${key}_app`, { name })} />
    </Tip>
  );

  return (
    <Card
      className={styles.card}
      style={{ borderTop: `4px solid ${colour}` }}
      styles={{ body: { display: "flex", flexDirection: "column", gap: 12, height: "100%" } }}
      role="article"
      aria-label={name}
    >
      <Flex gap={12} align="flex-start">
        <Avatar shape="square" size={48} src={details.imageSrc ?? undefined} alt="">
          {name.charAt(0)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Link
            href={storeUrl(app.appId, app.locale)}
            target="_blank"
            rel="noopener noreferrer"
            strong
            className={styles.name}
            title={t("apps.card.open_store", { name })}
          >
            {name}
          </Typography.Link>
          <MutedText className={styles.line}>{details.publisher ?? unavailable}</MutedText>
        </Flex>
        <Tag color={statusColor(app.status)} bordered={false}>
          {t(`apps.status.${app.status}`)}
        </Tag>
      </Flex>

      <Flex align="center" gap={8} wrap>
        <Rating value={app.rating.rating} allowHalf size="small" label={t("apps.card.rating")} showValue />
        <MutedText>{t("apps.card.reviews", { count: app.rating.reviews })}</MutedText>
        <MutedText>{t("apps.card.installs", { count: app.rating.installs })}</MutedText>
      </Flex>

      <Flex vertical gap={4}>
        {fact(t("apps.card.category"), details.category)}
        {fact(t("apps.card.content_rating"), details.contentRating)}
        <Flex justify="space-between" gap={8}>
          <MutedText className={styles.label}>{t("apps.card.locale")}</MutedText>
          <span className={styles.line}>
            <CountryFlag code={locale?.country ?? app.locale.split("_")[0] ?? ""} label={locale?.name ?? app.locale} />
          </span>
        </Flex>
        {fact(t("apps.card.updated"), app.updated ? formatDate(app.updated) : null)}
        {fact(t("apps.card.installed"), app.installed ? formatDate(app.installed) : null)}
      </Flex>

      <Flex gap={8} wrap style={{ marginTop: "auto" }}>
        {isActive(app) && (
          <>
            {link("promote", <RocketOutlined aria-hidden />, routeTo(campaignAdd, { auid }), "primary")}
            {link(
              "keywords",
              <KeyOutlined aria-hidden />,
              routeTo(keywords, locale ? { auid, locale: locale.id } : { auid }),
            )}
          </>
        )}
        {iconButton("edit_locale", <TranslationOutlined aria-hidden />, () => onEditLocale(app))}
        {iconButton("delete", <DeleteOutlined aria-hidden />, () => onDelete(app), true)}
      </Flex>
    </Card>
  );
};
