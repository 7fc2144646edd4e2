import { useState } from "react";
import { useList, useTranslate, type BaseRecord } from "@refinedev/core";
import { Button, Flex, Table, Typography } from "antd";
import { ReloadOutlined, WarningFilled } from "@ant-design/icons";
import { IconResult } from "@/components/IconResult";
import type { AdbRaspberryPi } from "@/api/types/machines";
import { CollapsibleCard } from "@/components/widgets/CollapsibleCard";
import { useFormatDate } from "@/lib/useFormatDate";
import { ToneTag } from "@/components/widgets/ToneTag";
import { adbBoards } from "@/registry/lookups/machines";
import { useFailureNotice } from "./useMachineReads";
import { tableColumns } from "@/resources/views/tableColumns";

/** Collapsed and fetched at first opening: a hidden table still measured the layout and injected styles. */
export const AdbBoardsCard = () => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const [wanted, setWanted] = useState(false);
  const { result, query } = useList<AdbRaspberryPi & BaseRecord>({
    resource: adbBoards.name,
    pagination: { mode: "off" },
    queryOptions: { enabled: wanted },
    errorNotification: useFailureNotice("boards"),
  });
  const boards = query.data ? result.data : null;

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

  const title = boards ? t("machines.boards.title_count", { count: boards.length }) : t("machines.boards.title");

  return (
    <CollapsibleCard
      variant="borderless"
      title={title}
      defaultExpanded={false}
      onToggle={(next) => setWanted((w) => w || next)}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t("machines.boards.description")}</Typography.Text>
        {!wanted ? null : query.error ? (
          <IconResult
            status="warning"
            icon={<WarningFilled />}
            title={t("machines.error.fetch")}
            extra={
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
                {t("machines.retry")}
              </Button>
            }
          />
        ) : (
          <Table<AdbRaspberryPi>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={boards ?? []}
            loading={wanted && query.isFetching}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("machines.boards.empty") }}
          />
        )}
      </Flex>
    </CollapsibleCard>
  );
};
