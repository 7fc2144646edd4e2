import { Button } from "antd";
import { ExclamationCircleFilled } from "@ant-design/icons";
import { IconResult } from "@/components/IconResult";
import { ReloadOutlined } from "@ant-design/icons";

/** A detail dialog whose record failed to load: the failure as its title and a primary Retry that reads it again. */
export const DetailLoadError = ({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) => (
  <IconResult
    status="warning"
    icon={<ExclamationCircleFilled />}
    title={title}
    extra={
      <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
        {retryLabel}
      </Button>
    }
  />
);
