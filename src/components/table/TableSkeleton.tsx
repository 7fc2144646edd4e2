import { Skeleton } from "antd";
import { useTranslate } from "@refinedev/core";
import { TABLE } from "@/config";
import styles from "./DataTable.module.css";

interface TableSkeletonProps {
  rows?: number;
  columns?: number;
}

const range = (n: number): number[] => Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => i);

export const TableSkeleton = ({ rows = TABLE.skeletonRows, columns = TABLE.skeletonColumns }: TableSkeletonProps) => {
  const t = useTranslate();
  return (
    <div role="status" aria-busy="true" aria-label={t("table.loading")} className={styles.skeleton}>
      {range(rows).map((row) => (
        <div
          key={row}
          data-skeleton-row=""
          aria-hidden="true"
          className={styles.skeletonRow}
          style={{ gridTemplateColumns: `repeat(${Math.max(1, columns)}, minmax(0, 1fr))` }}
        >
          {range(columns).map((col) => (
            <Skeleton.Input key={col} active size="small" block />
          ))}
        </div>
      ))}
    </div>
  );
};
