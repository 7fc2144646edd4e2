import { useMemo } from "react";
import { useTranslate } from "@refinedev/core";
import { Button, type TableColumnsType } from "antd";
import type { Machine } from "@/api/types/machines";
import { useFormatDate } from "@/lib/useFormatDate";
import { useMachineDialog } from "./machineDialogStore";
import { TYPE_LABELS } from "./machineLabels";
import { AndroidVersionTag, MachineStatusTag, Unavailable } from "./MachineTags";
import { DateText } from "@/components/table/DateText";
import styles from "./MachinesList.module.css";

/** Long e-mails are cut to keep eight columns readable; the full text stays in the tooltip. */
const textOrUnavailable = (value: string | null) =>
  value ? (
    <span title={value} className={styles.clipped}>
      {value}
    </span>
  ) : (
    <Unavailable />
  );

/** The machines list's columns; keys are the app field names the list sorts by. */
export const useMachineColumns = (): TableColumnsType<Machine> => {
  const t = useTranslate();
  const formatDate = useFormatDate();
  const openMachine = useMachineDialog((s) => s.open);

  return useMemo(
    () => [
      {
        key: "nameMachine",
        title: t("machines.fields.nameMachine"),
        render: (_, m) => (
          <Button type="link" className={styles.nameLink} onClick={() => openMachine(m.nameMachine)}>
            {m.nameMachine}
          </Button>
        ),
      },
      { key: "account", title: t("machines.fields.account"), render: (_, m) => textOrUnavailable(m.account) },
      {
        key: "recoveryLogin",
        title: t("machines.fields.recoveryLogin"),
        render: (_, m) => textOrUnavailable(m.recoveryLogin),
      },
      { key: "status", title: t("machines.fields.status"), render: (_, m) => <MachineStatusTag status={m.status} /> },
      {
        key: "typeAndroid",
        title: t("machines.fields.typeAndroid"),
        render: (_, m) => (TYPE_LABELS[m.typeAndroid] ? t(TYPE_LABELS[m.typeAndroid]) : m.typeAndroid),
      },
      {
        key: "versionAndroid",
        title: t("machines.fields.versionAndroid"),
        render: (_, m) => <AndroidVersionTag version={m.versionAndroid} />,
      },
      {
        key: "created",
        title: t("machines.fields.created"),
        render: (_, m) => <DateText text={formatDate(m.created)} />,
      },
      {
        key: "updated",
        title: t("machines.fields.updated"),
        render: (_, m) => <DateText text={formatDate(m.updated)} />,
      },
    ],
    [t, formatDate, openMachine],
  );
};
