import { Button } from "antd";
import { ExclamationCircleFilled, ReloadOutlined } from "@ant-design/icons";
import { IconResult } from "@/components/IconResult";
import { useTranslate } from "@refinedev/core";
import { errorText } from "@/lib/errorText";

interface TableErrorProps {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
}

/** refine's HttpError is a plain object, the request layer's errors are Error instances. */
const messageOf = (error: unknown): string | undefined => {
  const own = errorText(error);
  if (own) return own;
  const message: unknown = typeof error === "object" && error !== null ? Reflect.get(error, "message") : undefined;
  return typeof message === "string" && message !== "" ? message : undefined;
};

/** A list that failed says so, with its message and a retry, unlike an empty one. */
export const TableError = ({ error, title, onRetry }: TableErrorProps) => {
  const t = useTranslate();
  return (
    <div role="alert" data-table-error>
      <IconResult
        status="warning"
        icon={<ExclamationCircleFilled />}
        title={title ?? t("table.load_failed")}
        subTitle={messageOf(error)}
        extra={
          onRetry && (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {t("table.try_again")}
            </Button>
          )
        }
      />
    </div>
  );
};
