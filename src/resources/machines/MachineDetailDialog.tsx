import type { ReactNode } from "react";
import { useOne, useTranslate, type BaseRecord } from "@refinedev/core";
import { Typography } from "antd";
import type { MachineDetail } from "@/api/types/machines";
import { machineDetails } from "@/registry/lookups/machines";
import { DetailBody, Facts, TWO_COLUMNS } from "@/resources/views/Facts";
import { useMachineDialog } from "./machineDialogStore";
import { AndroidVersionTag, MachineStatusTag, Unavailable } from "./MachineTags";
import { MachineTasksTable } from "./MachineTasksTable";
import { useFailureNotice } from "./useMachineReads";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const code = (value: string | null | undefined): ReactNode =>
  value ? <Typography.Text code>{value}</Typography.Text> : <Unavailable />;

/** Mounted once; each opening reads the machine afresh, so a slow answer never fills the next one's dialog. */
const MachineDetailDialog = () => {
  const t = useTranslate();
  const { name, shown, opening, close } = useMachineDialog();
  const { result: machine, query } = useOne<MachineDetail & BaseRecord>({
    resource: machineDetails.name,
    id: shown ?? "",
    meta: { opening },
    queryOptions: { enabled: shown !== null },
    errorNotification: useFailureNotice("detail"),
  });

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
        loading={shown !== null && query.isFetching}
        failed={
          !!query.error && {
            title: t("machines.error.fetch"),
            retryLabel: t("machines.retry"),
            onRetry: () => void query.refetch(),
          }
        }
      >
        {({ params, ...machine }) => (
          <>
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
                androidVersion: machine.androidVersion || <Unavailable />,
                account: machine.account || <Unavailable />,
                serial: code(params.serial),
                imei: code(params.imei),
                build: params.build || <Unavailable />,
                rpiId: params.rpiId || <Unavailable />,
                rpiPath: code(params.rpiPath),
                tcpIpPortAdb: code(params.tcpIpPortAdb),
              }}
            />
            <MachineTasksTable tasks={machine.tasks} />
          </>
        )}
      </DetailBody>
    </CloseOnlyDialog>
  );
};

export default MachineDetailDialog;
