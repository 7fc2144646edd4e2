import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { Disk } from "@/api/types/servers";
import { MutedText } from "@/components/widgets/MutedText";

export const ServerDisksCell = ({ disks }: { disks: readonly Disk[] }) => {
  const t = useTranslate();
  if (disks.length === 0) return <MutedText>{t("servers.update_center.no_disks")}</MutedText>;
  return (
    <Flex vertical gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {disks.map((disk) => (
        <li key={disk.id}>
          <Typography.Text strong>{disk.name}</Typography.Text>{" "}
          <MutedText>
            {t("servers.update_center.disk_line", {
              count: disk.countMachine,
              min: disk.countMachineMin,
              max: disk.countMachineMax,
              start: disk.startMachine,
            })}
          </MutedText>
        </li>
      ))}
    </Flex>
  );
};
