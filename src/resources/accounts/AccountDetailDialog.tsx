import type { ReactNode } from "react";
import { useOne, useTranslate } from "@refinedev/core";
import { Avatar, Empty, Flex, List, Tag, Typography } from "antd";
import type { AccountDetail } from "@/api/types/accounts";
import { MutedText } from "@/components/widgets/MutedText";
import { useFormatDate } from "@/lib/useFormatDate";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { DetailBody, Facts, TWO_COLUMNS } from "../views/Facts";
import { useLastOpen } from "../views/useLastOpen";
import { useLocales } from "@/components/locale/useLocales";
import { LocaleName } from "@/components/locale/LocaleName";
import { AccountStatusTag } from "./AccountStatusTag";
import { PasswordCell } from "./PasswordCell";
import { MachineLink } from "./accountCells";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const none = <MutedText>—</MutedText>;
const orNone = (value: string | null | undefined): ReactNode => (value ? value : none);

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

/** The account detail dialog: every field, the auth data (decrypted on demand) and the installed apps. */
const AccountDetailDialog = ({ login, onClose }: { login: string | null; onClose: () => void }) => {
  const t = useTranslate();
  const locales = useLocales();
  const formatDate = useFormatDate();
  const shown = useLastOpen(login);
  const { result, query } = useOne<AccountDetail>({
    resource: "accounts",
    id: shown ?? "",
    queryOptions: { enabled: shown !== null },
    errorNotification: () => ({ type: "error", message: t("accounts.error.fetch") }),
  });
  const facts = (account: AccountDetail) => {
    const locale = account.localeId === null ? undefined : locales.byId.get(account.localeId);
    const secret = (value: string | null) => (value ? <PasswordCell login={account.login} password={value} /> : none);
    // The machine dialog opens in place of this one: two stacked dialogs would trap focus twice.
    const openMachine = (name: string) => {
      onClose();
      useMachineDialog.getState().open(name);
    };
    return {
      login: <Typography.Text copyable>{account.login}</Typography.Text>,
      status: <AccountStatusTag status={account.status} />,
      machine: account.nameMachine ? (
        <MachineLink name={account.nameMachine} onClick={() => openMachine(account.nameMachine ?? "")} />
      ) : (
        t("accounts.no_machine")
      ),
      locale: locale ? <LocaleName locale={locale} testLabel={t("table.test_locale")} /> : none,
      password: secret(account.password),
      recovery_email: orNone(account.recoveryEmail),
      recovery_password: secret(account.recoveryPassword),
      recovery_password_imap: secret(account.recoveryPasswordImap),
      recovery_codes:
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
      phone: orNone(account.phone),
      created: formatDate(account.created),
      updated: formatDate(account.updated),
    };
  };

  return (
    <CloseOnlyDialog
      open={login !== null}
      title={t("accounts.details.title", { login: shown ?? "" })}
      onClose={onClose}
      closeText={t("accounts.close")}
      width={880}
    >
      <DetailBody
        record={result}
        loading={query.isLoading}
        failed={
          query.isError && {
            title: t("accounts.error.fetch"),
            retryLabel: t("accounts.retry"),
            onRetry: () => void query.refetch(),
          }
        }
      >
        {(account) => (
          <>
            <Facts bordered column={TWO_COLUMNS} labels="accounts.fields." facts={facts(account)} />
            <InstalledApps apps={account.installedApps} />
          </>
        )}
      </DetailBody>
    </CloseOnlyDialog>
  );
};

export default AccountDetailDialog;
