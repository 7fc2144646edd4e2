import type { ReactNode } from "react";
import { useOne, useTranslate } from "@refinedev/core";
import { Avatar, Button, Descriptions, Empty, Flex, List, Skeleton, Tag, Typography } from "antd";
import type { AccountDetail } from "@/api/types/accounts";
import { MutedText } from "@/components/widgets";
import { useFormatDate } from "@/lib/useFormatDate";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { DetailLoadError } from "../views/DetailLoadError";
import { useLastOpen } from "../views/useLastOpen";
import { useLocales } from "@/components/locale/useLocales";
import { LocaleCell } from "./LocaleCell";
import { AccountStatusTag } from "./AccountStatusTag";
import { PasswordCell } from "./PasswordCell";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const none = <MutedText>—</MutedText>;
const orNone = (value: string | null | undefined): ReactNode => (value ? value : none);

interface FactsProps {
  account: AccountDetail;
  canDecrypt: boolean;
  /** the machine dialog opens in place of this one (two stacked dialogs would trap focus twice) */
  onMachine: (name: string) => void;
}

const AccountFacts = ({ account, canDecrypt, onMachine }: FactsProps) => {
  const t = useTranslate();
  const locales = useLocales();
  const formatDate = useFormatDate();
  const secret = (value: string | null) =>
    value ? <PasswordCell login={account.login} password={value} canDecrypt={canDecrypt} /> : none;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      items={[
        {
          key: "login",
          label: t("accounts.fields.login"),
          children: <Typography.Text copyable>{account.login}</Typography.Text>,
        },
        { key: "status", label: t("accounts.fields.status"), children: <AccountStatusTag status={account.status} /> },
        {
          key: "machine",
          label: t("accounts.fields.machine"),
          children: account.nameMachine ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              aria-label={t("accounts.open_machine", { name: account.nameMachine })}
              onClick={() => onMachine(account.nameMachine ?? "")}
            >
              {account.nameMachine}
            </Button>
          ) : (
            t("accounts.no_machine")
          ),
        },
        {
          key: "locale",
          label: t("accounts.fields.locale"),
          children: <LocaleCell locale={account.localeId === null ? undefined : locales.byId.get(account.localeId)} />,
        },
        { key: "password", label: t("accounts.fields.password"), children: secret(account.password) },
        { key: "recoveryEmail", label: t("accounts.fields.recovery_email"), children: orNone(account.recoveryEmail) },
        {
          key: "recoveryPassword",
          label: t("accounts.fields.recovery_password"),
          children: secret(account.recoveryPassword),
        },
        {
          key: "recoveryPasswordImap",
          label: t("accounts.fields.recovery_password_imap"),
          children: secret(account.recoveryPasswordImap),
        },
        {
          key: "recoveryCodes",
          label: t("accounts.fields.recovery_codes"),
          children:
            account.recoveryCodes.length > 0 ? (
              <Flex gap={4} wrap>
                {account.recoveryCodes.map((code) => (
                  <Tag key={code} bordered={false} style={{ fontFamily: "monospace" }}>
                    {code}
                  </Tag>
                ))}
              </Flex>
            ) : (
              none
            ),
        },
        { key: "phone", label: t("accounts.fields.phone"), children: orNone(account.phone) },
        { key: "created", label: t("accounts.fields.created"), children: formatDate(account.created) },
        { key: "updated", label: t("accounts.fields.updated"), children: formatDate(account.updated) },
      ]}
    />
  );
};

const InstalledApps = ({ apps }: { apps: AccountDetail["installedApps"] }) => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="account-installed-apps">
      <Typography.Title level={5} id="account-installed-apps" style={{ marginTop: 16 }}>
        {t("accounts.details.installed_apps", { count: apps.length })}
      </Typography.Title>
      {apps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("accounts.details.no_apps")} />
      ) : (
        <List
          size="small"
          dataSource={apps}
          rowKey="appId"
          renderItem={(app) => (
            <List.Item>
              <List.Item.Meta
                avatar={<Avatar shape="square" src={app.imageSrc ?? undefined} alt="" />}
                title={app.name ?? app.appId}
                description={
                  <Flex gap={8} wrap>
                    <Typography.Text code>{app.appId}</Typography.Text>
                    <MutedText>{t("accounts.details.installed_on", { date: formatDate(app.installed) })}</MutedText>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
};

export interface AccountDetailDialogProps {
  login: string | null;
  canDecrypt: boolean;
  onClose: () => void;
}

/** The account detail dialog (spec §2): every field, the auth data (decrypted on demand) and the installed apps. */
export const AccountDetailDialog = ({ login, canDecrypt, onClose }: AccountDetailDialogProps) => {
  const t = useTranslate();
  const shown = useLastOpen(login);
  const { result, query } = useOne<AccountDetail>({
    resource: "accounts",
    id: shown ?? "",
    queryOptions: { enabled: shown !== null },
    errorNotification: () => ({ type: "error", message: t("accounts.error.fetch") }),
  });

  let body: ReactNode;
  if (query.isError) {
    body = (
      <DetailLoadError
        title={t("accounts.error.fetch")}
        retryLabel={t("accounts.retry")}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!result || query.isLoading) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <>
        <AccountFacts
          account={result}
          canDecrypt={canDecrypt}
          onMachine={(name) => {
            onClose();
            useMachineDialog.getState().open(name);
          }}
        />
        <InstalledApps apps={result.installedApps} />
      </>
    );
  }

  return (
    <CloseOnlyDialog
      open={login !== null}
      title={t("accounts.details.title", { login: shown ?? "" })}
      onClose={onClose}
      closeText={t("accounts.close")}
      width={880}
    >
      {body}
    </CloseOnlyDialog>
  );
};

export default AccountDetailDialog;
