import { useTranslate } from "@refinedev/core";
import { Flex, Tag, theme, Typography } from "antd";
import type { Server, ServerType } from "@/api/types/servers";
import { MutedText } from "@/components/widgets/MutedText";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";
import styles from "./serverCells.module.css";

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

export const SERVER_CELLS = {
  type: (server: Server) => <ServerTypeTag type={server.type} />,
  disks: (server: Server) => server.disks.length,
  machines: (server: Server) => machineCount(server),
  versions: (server: Server) => <ServerVersions server={server} />,
  description: (server: Server) => <ServerDescription text={server.description} />,
};

const ServerDescription = ({ text }: { text: string }) => (
  <Typography.Paragraph
    className={`${useCssEllipsis(2)} ${styles.twoLines}`}
    title={text}
    style={{ margin: 0, maxWidth: 260 }}
  >
    {text}
  </Typography.Paragraph>
);
