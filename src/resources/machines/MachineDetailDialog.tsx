import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import type { MachineDetail } from "@/api/types/machines";
import { DetailBody, Facts, TWO_COLUMNS } from "@/resources/views/Facts";
import { useMachineDialog } from "./machineDialogStore";
import { AndroidVersionTag, MachineStatusTag, Unavailable } from "./MachineTags";
import { MachineTasksTable } from "./MachineTasksTable";
import { useMachineDetail } from "./useMachineReads";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const shown = (value: string | null | undefined): ReactNode =>
  value === null || value === undefined || value === "" ? <Unavailable /> : value;

const code = (value: string | null | undefined): ReactNode =>
  value ? <Typography.Text code>{value}</Typography.Text> : <Unavailable />;

const MachineFacts = ({ machine: { params, ...machine } }: { machine: MachineDetail }) => (
  <Facts
    bordered
    column={TWO_COLUMNS}
    labels="machines.detail.fields."
    facts={{
      name: code(machine.name),
      status: <MachineStatusTag status={machine.status} />,
      versionAndroid: Number.isFinite(machine.versionAndroid) ? (
        <AndroidVersionTag version={machine.versionAndroid} />
      ) : (
        <Unavailable />
      ),
      androidVersion: shown(machine.androidVersion),
      account: shown(machine.account),
      serial: code(params.serial),
      imei: code(params.imei),
      build: shown(params.build),
      rpiId: shown(params.rpiId),
      rpiPath: code(params.rpiPath),
      tcpIpPortAdb: code(params.tcpIpPortAdb),
    }}
  />
);

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

  return (
    <CloseOnlyDialog
      open={name !== null}
      title={t("machines.detail.title", { name: name ?? machine?.name ?? "" })}
      onClose={close}
      closeText={t("machines.close")}
      width={880}
      destroyOnHidden
    >
      <DetailBody
        record={machine}
        loading={detail.loading}
        failed={
          !!detail.error && {
            title: t("machines.error.fetch"),
            retryLabel: t("machines.retry"),
            onRetry: detail.reload,
          }
        }
      >
        {(shownMachine) => (
          <>
            <MachineFacts machine={shownMachine} />
            <MachineTasksTable tasks={shownMachine.tasks} />
          </>
        )}
      </DetailBody>
    </CloseOnlyDialog>
  );
};

export default MachineDetailDialog;
