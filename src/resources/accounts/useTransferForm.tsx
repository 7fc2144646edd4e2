import { useState } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex, Progress, Spin } from "antd";
import { SwitchItem } from "@/components/form/SwitchItem";
import { useActionForm } from "@/components/form/useActionForm";
import { StandardLocaleItem } from "@/components/locale";
import { useLocales } from "@/components/locale/useLocales";
import { MutedText } from "@/components/widgets/MutedText";

/** A running upload or download: the share done when the size is known, a spinner when not. */
const TransferProgress = ({ fraction, label }: { fraction: number | null; label: string }) => (
  <Flex vertical gap={4} role="status" aria-live="polite">
    {fraction === null ? (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <MutedText>{label}</MutedText>
      </Flex>
    ) : (
      <>
        <MutedText>{label}</MutedText>
        <Progress percent={Math.round(fraction * 100)} status="active" aria-label={label} />
      </>
    )}
  </Flex>
);

const ERROR_PATHS: Record<string, string> = {
  parse_pattern: "fields",
  locale: "localeId",
  for_testing: "forTesting",
  change_recovery: "changeRecovery",
};

/** An export or import form: `run` gets the values and a progress callback. */
export const useTransferForm = <T extends object>(
  open: boolean,
  defaults: T,
  run: (values: T, onProgress: (fraction: number | null) => void) => Promise<void>,
) => {
  const t = useTranslate();
  const locales = useLocales({ enabled: open, failureTitle: "accounts.no_locales" });
  const [progress, setProgress] = useState<number | null>(null);
  const action = useActionForm<T>({
    fields: Object.keys(defaults),
    errorPath: (key) => ERROR_PATHS[key] ?? key,
    run: (values) => run(values, setProgress),
  });
  return {
    ...action,
    formProps: { ...action.formProps, initialValues: defaults },
    localeItem: (
      <StandardLocaleItem
        locales={locales}
        label={t("accounts.fields.locale")}
        message={t("accounts.locale_required")}
      />
    ),
    switchItem: (name: keyof T & string, key: string) => (
      <SwitchItem name={name} label={t(key)} help={t(`${key}_help`)} />
    ),
    progress: (label: string) => action.busy && <TransferProgress fraction={progress} label={label} />,
  };
};
