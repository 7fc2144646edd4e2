import { useMemo, useState, type Key } from "react";
import { CloudUploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Grid, Typography } from "antd";
import type { Server } from "@/api/types/servers";
import { Page } from "@/components/layout/Page";
import { DataTable } from "@/components/table";
import { Card } from "@/components/widgets/Card";
import { MutedText } from "@/components/widgets/MutedText";
import { SearchInput } from "@/components/widgets/SearchInput";
import { useCan } from "@/providers/useCan";
import { ListTools, toolsOf, useChosenColumns, useListTable } from "@/resources/views/DeclaredList";
import { updateCenter } from "@/registry/areas/servers";
import { machineCount, ServerVersions } from "@/resources/servers/serverCells";
import { ServerDisksCell } from "./ServerDisksCell";
import { usePushUpdate } from "./usePushUpdate";

const UpdateCenterPage = () => {
  const t = useTranslate();
  const canPush = useCan()(updateCenter.name, "edit");
  // The update center shows the servers list under its own table key, sort and page size.
  const table = useListTable<Server>(updateCenter, { resource: "servers" });
  const [selected, setSelected] = useState<Server[]>([]);
  const { push, pushing, result, clearResult, dialog } = usePushUpdate();
  // Below md the disks column is hidden, so each server lists its disks under its name instead.
  const disksUnderName = !Grid.useBreakpoint().md;

  const cells = useMemo(
    () => ({
      name: (s: Server) => (
        <Flex vertical gap={4}>
          <Typography.Text strong style={{ whiteSpace: "nowrap" }}>
            {s.name}
          </Typography.Text>
          {disksUnderName && <ServerDisksCell disks={s.disks} />}
        </Flex>
      ),
      versions: (s: Server) => <ServerVersions server={s} />,
      disks: (s: Server) => <ServerDisksCell disks={s.disks} />,
      machines: (s: Server) => machineCount(s),
    }),
    [disksUnderName],
  );
  const columns = useChosenColumns<Server>(updateCenter, table.tableProps.tableKey, { cells });

  const onPush = async () => {
    if (await push(selected)) setSelected([]);
  };

  const actions = canPush && (
    <Button
      type="primary"
      icon={<CloudUploadOutlined aria-hidden />}
      disabled={selected.length === 0}
      loading={pushing}
      onClick={() => void onPush()}
    >
      {selected.length > 0
        ? t("servers.update_center.push_count", { count: selected.length })
        : t("servers.update_center.push")}
    </Button>
  );

  return (
    <Page
      title={t("servers.update_center.title")}
      description={t("servers.update_center.description")}
      actions={actions}
    >
      {result && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={clearResult}
          message={t("servers.update_center.result_title")}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {result.map((v) => (
                <li key={v.id}>
                  <Typography.Text strong>{v.name}</Typography.Text>{" "}
                  {t("servers.versions.bot", { version: v.versionBot })} ·{" "}
                  {t("servers.versions.script", { version: v.versionScript })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Card variant="borderless" styles={{ body: { overflowX: "auto" } }}>
        <DataTable<Server>
          columns={columns}
          {...table.tableProps}
          selectable={canPush}
          selectedKeys={selected.map((s) => s.id)}
          onSelectionChange={(_: Key[], rows: Server[]) => setSelected(rows)}
          emptyText={t("servers.empty")}
          skeleton={{ columns: 5 }}
          toolbar={
            <Flex align="center" gap={12} wrap style={{ flex: "1 1 auto" }}>
              <SearchInput
                value={table.search}
                onSearch={table.setSearch}
                placeholder={t("servers.update_center.search")}
                style={{ maxWidth: 360 }}
              />
              {selected.length > 0 && (
                <MutedText>{t("servers.update_center.selected", { count: selected.length })}</MutedText>
              )}
              <ListTools area={updateCenter} {...toolsOf(table)} />
            </Flex>
          }
        />
      </Card>
      {dialog}
    </Page>
  );
};

export default UpdateCenterPage;
