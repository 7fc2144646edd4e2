import { Suspense, useEffect, useMemo, useState } from "react";
import { useOpenParam } from "../views/useOpenParam";
import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Flex } from "antd";
import type { Account } from "@/api/types/accounts";
import { Page } from "@/components/layout/Page";
import { toast } from "@/providers/notification";
import { useCan } from "@/providers/useCan";
import { DeclaredList, useListTable } from "../views/DeclaredList";
import { lazyPage } from "@/components/lazyPage";
import { useLastOpen } from "../views/useLastOpen";
import { useAccountCells } from "./accountCells";
import { accounts } from "@/registry/areas/accounts";

const AccountDetailDialog = lazyPage(() => import("./AccountDetailDialog"));
const ExportAccountsDialog = lazyPage(() => import("./ExportAccountsDialog"));
const ImportAccountsDialog = lazyPage(() => import("./ImportAccountsDialog"));

/** Searched from `?search=`, sorted and paged on the server, with export and import for those who may edit. */
const AccountsPage = () => {
  const t = useTranslate();
  const canEdit = useCan()(accounts.name, "edit");
  const queryClient = useQueryClient();
  const list = useListTable<Account>(accounts, {
    searchParam: "search",
    // A failed fetch is the 'error.fetch' toast (ACC-11).
    onError: () => toast("error", t("accounts.error.fetch"), undefined, undefined, "accounts-fetch"),
  });
  const [detail, setDetail] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"export" | "import" | null>(null);
  const cells = useAccountCells();
  const onAction = useMemo(() => ({ details: (a: Account) => setDetail(a.login) }), []);
  useOpenParam(setDetail);
  // Mounted from the first opening on: the chunk loads then, and a closing dialog keeps its motion.
  const detailUsed = useLastOpen(detail) !== null;
  const exportUsed = useLastOpen(dialog === "export" || null) !== null;
  const importUsed = useLastOpen(dialog === "import" || null) !== null;

  // Passwords are decrypted once and live as long as the page: leaving it forgets every one.
  useEffect(
    () => () => queryClient.removeQueries({ predicate: (q) => q.queryKey.includes("account-passwords") }),
    [queryClient],
  );

  const actions = canEdit && (
    <Flex gap={8} wrap>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setDialog("import")}>
        {t("accounts.import.open")}
      </Button>
      <Button type="primary" icon={<DownloadOutlined aria-hidden />} onClick={() => setDialog("export")}>
        {t("accounts.export.open")}
      </Button>
    </Flex>
  );

  return (
    <Page area={accounts} actions={actions}>
      <DeclaredList<Account> area={accounts} list={list} cells={cells} onAction={onAction} />
      <Suspense fallback={null}>
        {detailUsed && <AccountDetailDialog login={detail} onClose={() => setDetail(null)} />}
        {exportUsed && <ExportAccountsDialog open={dialog === "export"} onClose={() => setDialog(null)} />}
        {importUsed && <ImportAccountsDialog open={dialog === "import"} onClose={() => setDialog(null)} />}
      </Suspense>
    </Page>
  );
};

export default AccountsPage;
