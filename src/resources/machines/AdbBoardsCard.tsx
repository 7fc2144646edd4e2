import { useState } from "react";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Table, Typography } from "antd";
import { ReloadOutlined, WarningFilled } from "@ant-design/icons";
import { IconResult } from "@/components/IconResult";
import type { AdbRaspberryPi } from "@/api/types/machines";
import { CollapsibleCard } from "@/components/widgets";
import { useFormatDate } from "@/lib/useFormatDate";
import { ToneTag } from "@/components/widgets/ToneTag";
import { useAdbBoards } from "./useMachineReads";
import { tableColumns } from "@/resources/views/tableColumns";

/**
 * The adb-connected Raspberry Pi boards. Collapsed at first and fetched on the first opening:
 * most visits are about machines, and the boards call then costs nothing. Its table is made then
 * too: a hidden table still measured the page's layout and injected its styles on every visit.
 */
export const AdbBoardsCard = () => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const [expanded, setExpanded] = useState(false);
  const [wanted, setWanted] = useState(false);
  const boards = useAdbBoards(wanted);

  const toggle = (next: boolean) => {
    setExpanded(next);
    if (next) setWanted(true);
  };

  const columns = tableColumns<AdbRaspberryPi>(
    t,
    "machines.boards.fields.",
    {
      rpiId: (b) => <Typography.Text code>{b.rpiId}</Typography.Text>,
      ip: (b) => b.ip,
      port: (b) => b.port,
      status: (b) => (
        <ToneTag tone={b.status === "ONLINE" ? "green" : "default"}>{t(`machines.boards.status.${b.status}`)}</ToneTag>
      ),
      machinesCount: (b) => b.machinesCount,
      lastSeen: (b) => formatDate(b.lastSeen),
    },
    ["machinesCount"],
  );

  const title = boards.data
    ? t("machines.boards.title_count", { count: boards.data.length })
    : t("machines.boards.title");

  return (
    <CollapsibleCard variant="borderless" title={title} expanded={expanded} onToggle={toggle}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t("machines.boards.description")}</Typography.Text>
        {!wanted ? null : boards.error ? (
          <IconResult
            status="warning"
            icon={<WarningFilled />}
            title={t("machines.error.fetch")}
            extra={
              <Button icon={<ReloadOutlined aria-hidden />} onClick={boards.reload}>
                {t("machines.retry")}
              </Button>
            }
          />
        ) : (
          <Table<AdbRaspberryPi>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={boards.data ?? []}
            loading={boards.loading}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("machines.boards.empty") }}
          />
        )}
      </Flex>
    </CollapsibleCard>
  );
};
