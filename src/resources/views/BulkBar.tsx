import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Progress, Typography } from "antd";
import type { useBulkActions } from "./useBulkActions";

// What the bar reads of a list's bulk actions: none of it depends on the row type.
type BulkBarState = Omit<ReturnType<typeof useBulkActions<object>>, "onSelectionChange">;

/**
 * Above a list while rows are selected: how many, "select all N matching" once the whole page is,
 * the bulk actions, after a run the rows that failed with the server's words, and after a sign-in
 * that followed a lost session, which rows of the cut-short run were done and which were not.
 */
const BulkBar = ({ bulk, pageRows, total }: { bulk: BulkBarState; pageRows: number; total: number }) => {
  const t = useTranslate();
  const { progress } = bulk;
  const count = bulk.selectedKeys.length;
  if (count === 0 && bulk.failures.length === 0 && !progress) return null;
  const offerAll = count >= pageRows && count < total && !progress;
  return (
    <Flex vertical gap={8} style={{ width: "100%" }} role="region" aria-label={t("table.bulk_region")}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong aria-live="polite">
          {t("table.bulk_selected", { count })}
        </Typography.Text>
        {offerAll && (
          <Button type="link" size="small" loading={bulk.selectingAll} onClick={bulk.selectAllMatching}>
            {t("table.bulk_select_all", { total })}
          </Button>
        )}
        {bulk.actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            danger={action.danger}
            disabled={count === 0 || !!progress}
            onClick={() => void bulk.run(action)}
          >
            {t(action.label, { count })}
          </Button>
        ))}
        <Button size="small" type="text" disabled={!!progress} onClick={bulk.clear}>
          {t("table.bulk_clear")}
        </Button>
      </Flex>
      {progress && (
        <Progress
          percent={Math.round((progress.done / Math.max(progress.total, 1)) * 100)}
          format={() => t("table.bulk_progress", progress)}
          aria-label={t("table.bulk_progress", progress)}
        />
      )}
      {bulk.interrupted && (
        <Alert
          type="warning"
          showIcon
          message={t("table.bulk_interrupted", { action: bulk.interrupted.action })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>
                {t("table.bulk_interrupted_done", {
                  count: bulk.interrupted.done.length,
                  names: bulk.interrupted.done.join(", ") || t("table.bulk_none"),
                })}
              </li>
              <li>
                {t("table.bulk_interrupted_left", {
                  count: bulk.interrupted.left.length,
                  names: bulk.interrupted.left.map((left) => left.name).join(", "),
                })}
              </li>
            </ul>
          }
        />
      )}
      {bulk.failures.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={t("table.bulk_failures", { count: bulk.failures.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {bulk.failures.map((failure) => (
                <li key={failure.name}>
                  <Typography.Text strong>{failure.name}</Typography.Text>: {failure.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Flex>
  );
};

export default BulkBar;
