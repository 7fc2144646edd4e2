import { useEffect, useRef, useState } from "react";
import { Button, Select, Typography } from "antd";
import { LazyModal } from "@/components/widgets/LazyModal";
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { ALL_PAGE_SIZE, PAGE_SIZES, controlsHidden, lastPage, navState, rangeText } from "./pagination";
import styles from "./DataTable.module.css";

interface TablePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** rows are loading: said to assistive technology; the controls stay enabled so focus stays on them */
  busy?: boolean;
}

/** Our own bar: First/Last, an "All" size behind a confirmation and "start-end of total", which antd lacks. */
export const TablePagination = ({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  busy = false,
}: TablePaginationProps) => {
  const t = useTranslate();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const nav = navState(page, pageSize, total);
  const range = rangeText(page, pageSize, total);
  const last = lastPage(pageSize, total);

  // Reaching the first or last page disables the button just pressed, and a disabled button
  // drops focus to the page: it moves to the nearest button that still leads somewhere.
  const navRef = useRef<HTMLElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const onwardRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<"back" | "onward" | null>(null);
  const go = (target: number) => {
    const focusedHere = navRef.current?.contains(document.activeElement) ?? false;
    refocus.current = !focusedHere ? null : target === 1 ? "onward" : target === last ? "back" : null;
    onPageChange(target);
  };
  useEffect(() => {
    const which = refocus.current;
    refocus.current = null;
    const button = which === "back" ? backRef.current : which === "onward" ? onwardRef.current : null;
    if (button && !button.disabled) button.focus();
  }, [page]);

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
    <nav ref={navRef} className={styles.pagination} aria-label={t("table.pagination")} aria-busy={busy}>
      <span className={styles.pageSize}>
        {/* Visible caption only; the select carries the same text as its accessible name. */}
        <Typography.Text aria-hidden>{t("table.rows_per_page")}</Typography.Text>
        <Select<number>
          aria-label={t("table.rows_per_page")}
          value={pageSize}
          options={options}
          onChange={choose}
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
            disabled={!nav.first}
            onClick={() => go(1)}
          />
          <Button
            aria-label={t("table.previous_page")}
            icon={<LeftOutlined />}
            ref={backRef}
            disabled={!nav.prev}
            onClick={() => go(page - 1)}
          />
          <Button
            aria-label={t("table.next_page")}
            icon={<RightOutlined />}
            ref={onwardRef}
            disabled={!nav.next}
            onClick={() => go(page + 1)}
          />
          <Button
            aria-label={t("table.last_page")}
            icon={<DoubleRightOutlined />}
            disabled={!nav.last}
            onClick={() => go(last)}
          />
        </span>
      )}
      <LazyModal
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
      </LazyModal>
    </nav>
  );
};
