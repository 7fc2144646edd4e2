import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { ANDROID_TYPES, MACHINE_STATUSES, type Machine } from "@/api/types/machines";
import { SearchInput } from "@/components/widgets";
import { AdbBoardsCard } from "./AdbBoardsCard";
import { useMachineColumns } from "./machineColumns";
import { STATUS_LABELS, TYPE_LABELS } from "./machineLabels";
import { FilterSelect } from "@/resources/views/FilterSelect";
import { ListCard } from "@/resources/views/ListCard";
import { useListTable } from "@/resources/views/useListTable";
import { machines } from "@/registry/areas/machines";
import { reportFetchFailure } from "./reportFetchFailure";
import styles from "./MachinesList.module.css";

const FILTER_KEYS = ["status", "typeAndroid"] as const;

/** The machines page (spec §2 /machines): the searchable fleet list and the adb boards. */
export const MachinesList = () => {
  const t = useTranslate();
  // Spec §8: a failed list fetch shows the machines' own error text, not refine's status-code toast.
  const table = useListTable<Machine>(machines, {
    filterKeys: FILTER_KEYS,
    onError: (error) => reportFetchFailure("list", error, t),
  });
  const columns = useMachineColumns();

  const toolbar = (
    <Flex gap={8} wrap className={styles.toolbar}>
      <SearchInput
        className={styles.search}
        value={table.search}
        onSearch={table.setSearch}
        placeholder={t("machines.search_placeholder")}
        aria-label={t("machines.search_label")}
      />
      <FilterSelect
        list={table}
        name="status"
        label={t("machines.filters.status")}
        className={styles.filter}
        options={MACHINE_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
      />
      <FilterSelect
        list={table}
        name="typeAndroid"
        label={t("machines.filters.type")}
        className={styles.filter}
        options={ANDROID_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
      />
    </Flex>
  );

  return (
    <Flex vertical gap={16} className={styles.page}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t("machines.title")}
        </Typography.Title>
        <Typography.Text type="secondary">{t("machines.description")}</Typography.Text>
      </div>
      <ListCard
        className={styles.tableCard}
        list={table}
        columns={columns}
        toolbar={toolbar}
        empty={t("machines.empty")}
        noMatch={t("machines.no_match", { search: table.search })}
      />
      <AdbBoardsCard />
    </Flex>
  );
};

export default MachinesList;
