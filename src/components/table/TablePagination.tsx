import { useState } from "react";
import { Button, Modal, Select, Typography } from "antd";
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { ALL_PAGE_SIZE, PAGE_SIZES, controlsHidden, lastPage, navState, rangeText } from "./pagination";
import styles from "./DataTable.module.css";

export interface TablePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  disabled?: boolean;
}

/**
 * Our own bar rather than antd's Pagination: the spec wants First/Last buttons, an "All" size
 * behind a confirmation and a "start-end of total" text, none of which antd's offers as-is.
 */
export const TablePagination = ({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: TablePaginationProps) => {
  const t = useTranslate();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const nav = navState(page, pageSize, total);
  const range = rangeText(page, pageSize, total);
  const last = lastPage(pageSize, total);

  const choose = (size: number) => {
    if (size === pageSize) return;
    // Loading everything can be heavy, so the size only changes once the user confirms.
    if (size === ALL_PAGE_SIZE) setConfirmingAll(true);
    else onPageSizeChange(size);
  };

  const options = PAGE_SIZES.map((size) => ({
    value: size,
    label: size === ALL_PAGE_SIZE ? t("table.all") : String(size),
  }));

  return (
    <nav className={styles.pagination} aria-label={t("table.pagination")}>
      <span className={styles.pageSize}>
        {/* Visible caption only; the select carries the same text as its accessible name. */}
        <Typography.Text aria-hidden>{t("table.rows_per_page")}</Typography.Text>
        <Select<number>
          aria-label={t("table.rows_per_page")}
          value={pageSize}
          options={options}
          onChange={choose}
          disabled={disabled}
          popupMatchSelectWidth={false}
          style={{ minWidth: 88 }}
        />
      </span>
      <Typography.Text aria-live="polite" data-table-range="">
        {t("table.range", { start: range.start, end: range.end, total: range.total })}
      </Typography.Text>
      {!controlsHidden(pageSize, total) && (
        <span className={styles.nav}>
          <Button
            aria-label={t("table.first_page")}
            icon={<DoubleLeftOutlined />}
            disabled={disabled || !nav.first}
            onClick={() => onPageChange(1)}
          />
          <Button
            aria-label={t("table.previous_page")}
            icon={<LeftOutlined />}
            disabled={disabled || !nav.prev}
            onClick={() => onPageChange(page - 1)}
          />
          <Button
            aria-label={t("table.next_page")}
            icon={<RightOutlined />}
            disabled={disabled || !nav.next}
            onClick={() => onPageChange(page + 1)}
          />
          <Button
            aria-label={t("table.last_page")}
            icon={<DoubleRightOutlined />}
            disabled={disabled || !nav.last}
            onClick={() => onPageChange(last)}
          />
        </span>
      )}
      <Modal
        open={confirmingAll}
        title={t("table.warning")}
        okText={t("table.confirm")}
        cancelText={t("table.cancel")}
        onOk={() => {
          setConfirmingAll(false);
          onPageSizeChange(ALL_PAGE_SIZE);
        }}
        onCancel={() => setConfirmingAll(false)}
        destroyOnHidden
      >
        {t("table.all_items_warning")}
      </Modal>
    </nav>
  );
};

export default TablePagination;
