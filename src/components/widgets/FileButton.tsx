import type { ReactNode } from "react";
import { UploadOutlined } from "@ant-design/icons";
import { Button, Upload } from "antd";

interface FileButtonProps {
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
  children: ReactNode;
}

export const FileButton = ({ accept, onFile, disabled, loading, id, children }: FileButtonProps) => (
  <Upload
    accept={accept}
    showUploadList={false}
    disabled={disabled}
    beforeUpload={(file) => {
      onFile(file);
      return Upload.LIST_IGNORE;
    }}
  >
    <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={disabled} loading={loading}>
      {children}
    </Button>
  </Upload>
);
