import { useMemo } from "react";
import { useOpenParam } from "../views/useOpenParam";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { Page } from "@/components/layout/Page";
import type { Machine } from "@/api/types/machines";
import { toast } from "@/providers/notification";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { machines } from "@/registry/areas/machines";
import { AdbBoardsCard } from "./AdbBoardsCard";
import { useMachineDialog } from "./machineDialogStore";
import { AndroidVersionTag } from "./MachineTags";
import styles from "./MachinesList.module.css";

const MachinesList = () => {
  const t = useTranslate();
  const openMachine = useMachineDialog((s) => s.open);
  useOpenParam(openMachine);
  // A failed fetch shows the machines' own error text (MACH-7), not refine's status-code toast.
  const list = useListTable<Machine>(machines, {
    onError: (error) => {
      console.error("machines: list failed", error);
      // One toast however often the list fails: the key keeps repeats in it.
      toast("error", t("machines.error.fetch"), undefined, undefined, "machines-fetch-list");
    },
  });
  const cells = useMemo(
    () => ({
      nameMachine: (m: Machine) => (
        <Button type="link" className={styles.nameLink} onClick={() => openMachine(m.nameMachine)}>
          {m.nameMachine}
        </Button>
      ),
      versionAndroid: (m: Machine) => <AndroidVersionTag version={m.versionAndroid} />,
    }),
    [openMachine],
  );

  return (
    <Page description={t("machines.description")} className={styles.page}>
      <DeclaredList<Machine> className={styles.tableCard} area={machines} list={list} cells={cells} />
      <AdbBoardsCard />
    </Page>
  );
};

export default MachinesList;
