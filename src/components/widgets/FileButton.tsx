import type { ReactNode } from "react";
import { UploadOutlined } from "@ant-design/icons";
import { Button, Upload } from "antd";

export interface FileButtonProps {
  /** the file types offered by the picker, as the input's accept attribute */
  accept: string;
  /** gets the picked file; checking its type and reading it are the caller's */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** a picked file is being read: the button spins */
  loading?: boolean;
  id?: string;
  children: ReactNode;
}

/** A button that picks one file and hands it over: antd neither posts it nor lists it. */
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
