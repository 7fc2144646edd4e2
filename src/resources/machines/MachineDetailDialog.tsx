import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Descriptions, Skeleton, Typography, type DescriptionsProps } from "antd";
import type { MachineDetail } from "@/api/types/machines";
import { DetailLoadError } from "@/resources/views/DetailLoadError";
import { useMachineDialog } from "./machineDialogStore";
import { AndroidVersionTag, MachineStatusTag, Unavailable } from "./MachineTags";
import { MachineTasksTable } from "./MachineTasksTable";
import { useMachineDetail } from "./useMachineReads";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const shown = (value: string | null | undefined): ReactNode =>
  value === null || value === undefined || value === "" ? <Unavailable /> : value;

const code = (value: string | null | undefined): ReactNode =>
  value ? <Typography.Text code>{value}</Typography.Text> : <Unavailable />;

const MachineFacts = ({ machine }: { machine: MachineDetail }) => {
  const t = useTranslate();
  const { params } = machine;
  const items: DescriptionsProps["items"] = [
    { key: "name", label: t("machines.detail.fields.name"), children: code(machine.name) },
    {
      key: "status",
      label: t("machines.detail.fields.status"),
      children: <MachineStatusTag status={machine.status} />,
    },
    {
      key: "versionAndroid",
      label: t("machines.detail.fields.versionAndroid"),
      children: Number.isFinite(machine.versionAndroid) ? (
        <AndroidVersionTag version={machine.versionAndroid} />
      ) : (
        <Unavailable />
      ),
    },
    {
      key: "androidVersion",
      label: t("machines.detail.fields.androidVersion"),
      children: shown(machine.androidVersion),
    },
    { key: "account", label: t("machines.detail.fields.account"), children: shown(machine.account) },
    { key: "serial", label: t("machines.detail.fields.serial"), children: code(params.serial) },
    { key: "imei", label: t("machines.detail.fields.imei"), children: code(params.imei) },
    { key: "build", label: t("machines.detail.fields.build"), children: shown(params.build) },
    { key: "rpiId", label: t("machines.detail.fields.rpiId"), children: shown(params.rpiId) },
    { key: "rpiPath", label: t("machines.detail.fields.rpiPath"), children: code(params.rpiPath) },
    { key: "tcpIpPortAdb", label: t("machines.detail.fields.tcpIpPortAdb"), children: code(params.tcpIpPortAdb) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} items={items} />;
};

/**
 * The machine detail dialog (spec §2, §3): opened from any area through `useMachineDialog` and
 * mounted once by the signed-in layout. It reads GET /machines/?name on every opening, so the
 * status and tasks are current even when the list behind it is a minute old.
 */
export const MachineDetailDialog = () => {
  const t = useTranslate();
  const name = useMachineDialog((s) => s.name);
  const close = useMachineDialog((s) => s.close);
  const detail = useMachineDetail();
  const machine = detail.data;

  let body: ReactNode;
  if (detail.error) {
    body = (
      <DetailLoadError title={t("machines.error.fetch")} retryLabel={t("machines.retry")} onRetry={detail.reload} />
    );
  } else if (detail.loading || !machine) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <>
        <MachineFacts machine={machine} />
        <MachineTasksTable tasks={machine.tasks} />
      </>
    );
  }

  return (
    <CloseOnlyDialog
      open={name !== null}
      title={t("machines.detail.title", { name: name ?? machine?.name ?? "" })}
      onClose={close}
      closeText={t("machines.close")}
      width={880}
      destroyOnHidden
    >
      {body}
    </CloseOnlyDialog>
  );
};

export default MachineDetailDialog;
