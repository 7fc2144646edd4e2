import { PaperClipOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { FileButton } from "@/components/widgets/FileButton";
import type { TextFileOptions } from "@/lib/textFile";

/** The import file (.txt, an account per line), read in the browser first so a bad file is refused before upload. */
export const ACCOUNTS_FILE: TextFileOptions = { format: "lines", maxLines: 50_000, extensions: [".txt"] };

interface TxtFileFieldProps {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  disabled?: boolean;
}

/** A single .txt file for Form.Item: import takes .txt only. */
export const TxtFileField = ({ id, value, onChange, disabled }: TxtFileFieldProps) => {
  const t = useTranslate();
  return (
    <Flex gap={8} align="center" wrap>
      <FileButton id={id} accept=".txt" disabled={disabled} onFile={(file) => onChange?.(file)}>
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
