import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { Server } from "@/api/types/servers";
import { MutedText } from "@/components/widgets/MutedText";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";
import styles from "./serverCells.module.css";

export const machineCount = (server: Pick<Server, "disks">): number =>
  server.disks.reduce((sum, d) => sum + d.countMachine, 0);

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
