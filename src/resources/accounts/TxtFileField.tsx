import { PaperClipOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Flex, Form, Typography } from "antd";
import { FileButton } from "@/components/widgets/FileButton";
import type { TextFileOptions } from "@/lib/textFile";

/**
 * An import file (spec §5: .txt, one account per line). It is read in the browser first, through
 * the shared reader, so a file that is too big, too long or not text is refused before upload.
 */
export const ACCOUNTS_FILE: TextFileOptions = { format: "lines", maxLines: 50_000, extensions: [".txt"] };

export interface TxtFileFieldProps {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * A single .txt file for Form.Item (spec §5: import takes .txt only). The chosen file is checked
 * at once, so a wrong one is refused before the rest of the form is filled in.
 */
export const TxtFileField = ({ id, value, onChange, disabled }: TxtFileFieldProps) => {
  const t = useTranslate();
  const form = Form.useFormInstance();
  return (
    <Flex gap={8} align="center" wrap>
      <FileButton
        id={id}
        accept=".txt"
        disabled={disabled}
        onFile={(file) => {
          onChange?.(file);
          // Checked on the next tick, once the form holds the new file.
          setTimeout(() => void form.validateFields(["file"]).catch(() => undefined), 0);
        }}
      >
        {t(value ? "accounts.import.file_change" : "accounts.import.file_choose")}
      </FileButton>
      {value && (
        <Typography.Text>
          <PaperClipOutlined aria-hidden /> {value.name}
        </Typography.Text>
      )}
    </Flex>
  );
};
