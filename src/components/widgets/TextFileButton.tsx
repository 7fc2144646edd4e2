import { useState, type ReactNode } from "react";
import { Flex, Typography } from "antd";
import { useTranslate } from "@refinedev/core";
import { readTextFile, type TextFileOptions } from "@/lib/textFile";
import { FileButton } from "./FileButton";
import { useTextFileText } from "./useTextFileText";

interface TextFileButtonProps {
  options: TextFileOptions;
  /** the area's message for a file of another type; a shared one otherwise */
  wrongTypeMessage?: string;
  onRead: (records: string[][], file: File) => void;
  onRefused: (message: string) => void;
  disabled?: boolean;
  id?: string;
  children: ReactNode;
}

/** Reads a picked text file through src/lib/textFile.ts; a refused file leaves the form as it was. */
export const TextFileButton = ({
  options,
  wrongTypeMessage,
  onRead,
  onRefused,
  disabled,
  id,
  children,
}: TextFileButtonProps) => {
  const t = useTranslate();
  const words = useTextFileText();
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    try {
      const result = await readTextFile(file, options);
      if (result.kind === "read") onRead(result.records, file);
      else onRefused(words.refusal(result, options, wrongTypeMessage));
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex gap={8} align="center" wrap>
      <FileButton
        id={id}
        accept={(options.extensions ?? []).join(",")}
        disabled={disabled || reading}
        loading={reading}
        onFile={(file) => void read(file)}
      >
        {children}
      </FileButton>
      <Typography.Text type="secondary" aria-live="polite">
        {reading ? t("def.widgets.text_file.reading") : words.limits(options)}
      </Typography.Text>
    </Flex>
  );
};
