import { useMemo } from "react";
import { EditOutlined, MobileOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Flex, Tag, theme, Typography, type TableColumnsType } from "antd";
import type { Server, ServerType } from "@/api/types/servers";
import type { Breakpoint } from "antd";
import { MutedText } from "@/components/widgets";
import { SERVER_COLUMNS, type ServerColumn } from "@/registry/areas/serverTable";
import { CellText } from "@/components/table/CellText";
import { DeleteRowAction, RowAction } from "@/components/table/RowAction";

/** A phone keeps name and actions; the rest appears as room allows. */
const SHOWN_FROM: Partial<Record<ServerColumn, Breakpoint[]>> = {
  type: ["sm"],
  machines: ["sm"],
  identifier: ["sm"],
  ip: ["md"],
  disks: ["md"],
  versions: ["lg"],
  // Below 1600 px the Russian and Ukrainian headers leave no room for it beside the actions.
  description: ["xxl"],
};

export const TYPE_COLORS: Record<ServerType, string> = {
  RASPBERRY_PI: "magenta",
  DEDIK: "geekblue",
  PHONES: "default",
};

export const machineCount = (server: Pick<Server, "disks">): number =>
  server.disks.reduce((sum, d) => sum + d.countMachine, 0);

/** The tint tells the types apart; the text keeps the body colour, as antd's tag tints fall below AA. */
export const ServerTypeTag = ({ type }: { type: ServerType }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  return (
    <Tag color={TYPE_COLORS[type]} bordered={false} style={{ color: token.colorText }}>
      {t(`servers.types.${type}`)}
    </Tag>
  );
};

export const ServerVersions = ({ server }: { server: Pick<Server, "serverParams"> }) => {
  const t = useTranslate();
  return (
    <Flex vertical>
      <Typography.Text style={{ whiteSpace: "nowrap" }}>
        {t("servers.versions.bot", { version: server.serverParams.versionBot || t("servers.none") })}
      </Typography.Text>
      <MutedText style={{ whiteSpace: "nowrap" }}>
        {t("servers.versions.script", { version: server.serverParams.versionScript || t("servers.none") })}
      </MutedText>
    </Flex>
  );
};

export interface ServerRowActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (server: Server) => void;
  onMachines: (server: Server) => void;
  onDelete: (server: Server) => void;
}

const cell = (server: Server, key: ServerColumn, none: string) => {
  switch (key) {
    case "name":
      return <CellText text={server.name} strong maxWidth={220} />;
    case "ip":
      return <CellText text={server.ip ?? none} maxWidth={160} />;
    case "type":
      return <ServerTypeTag type={server.type} />;
    case "disks":
      return server.disks.length;
    case "machines":
      return machineCount(server);
    case "versions":
      return <ServerVersions server={server} />;
    case "description":
      return (
        <Typography.Paragraph ellipsis={{ rows: 2 }} title={server.description} style={{ margin: 0, maxWidth: 260 }}>
          {server.description}
        </Typography.Paragraph>
      );
    default:
      return <CellText text={String(server[key] ?? none)} maxWidth={200} />;
  }
};

/** The list's columns from the declaration's column keys, plus the row actions the role allows. */
export const useServerColumns = ({
  canEdit,
  canDelete,
  onEdit,
  onMachines,
  onDelete,
}: ServerRowActions): TableColumnsType<Server> => {
  const t = useTranslate();
  return useMemo(() => {
    const columns: TableColumnsType<Server> = SERVER_COLUMNS.map((key) => ({
      key,
      dataIndex: key,
      title: t(`servers.fields.${key}`),
      align: key === "disks" || key === "machines" ? ("right" as const) : undefined,
      responsive: SHOWN_FROM[key],
      render: (_: unknown, server: Server) => cell(server, key, t("servers.none")),
    }));
    columns.push({
      key: "actions",
      title: t("servers.fields.actions"),
      render: (_: unknown, server: Server) => (
        <Flex gap={4} role="group" aria-label={t("servers.actions.row_actions", { name: server.name })}>
          {canEdit && (
            <RowAction
              tip={t("servers.actions.edit")}
              label={t("servers.actions.edit_row", { name: server.name })}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(server)}
            />
          )}
          <RowAction
            tip={t("servers.actions.machines")}
            label={t("servers.actions.machines_row", { name: server.name })}
            icon={<MobileOutlined aria-hidden />}
            onClick={() => onMachines(server)}
          />
          {canDelete && (
            <DeleteRowAction
              tip={t("servers.actions.delete")}
              label={t("servers.actions.delete_row", { name: server.name })}
              onClick={() => onDelete(server)}
            />
          )}
        </Flex>
      ),
    });
    return columns;
  }, [t, canEdit, canDelete, onEdit, onMachines, onDelete]);
};
