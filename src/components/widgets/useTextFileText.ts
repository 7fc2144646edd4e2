import { useGetLocale, useTranslate } from "@refinedev/core";
import { htmlLangCode } from "@/lib/locales";
import { TEXT_FILE_MAX_BYTES, type TextFileOptions, type TextFileRefusal } from "@/lib/textFile";

const MB = 1024 * 1024;

interface TextFileText {
  limits: (options: TextFileOptions) => string;
  /** Why a file was refused: `wrongType` in the area's own words, else a shared sentence. */
  refusal: (refusal: TextFileRefusal, options: TextFileOptions, wrongType?: string) => string;
}

export const useTextFileText = (): TextFileText => {
  const t = useTranslate();
  const numbers = new Intl.NumberFormat(htmlLangCode(useGetLocale()() ?? "en"), { maximumFractionDigits: 1 });
  const size = (bytes: number) => t("def.widgets.text_file.megabytes", { value: numbers.format(bytes / MB) });
  const limits = (options: TextFileOptions) =>
    t("def.widgets.text_file.limits", {
      size: size(options.maxBytes ?? TEXT_FILE_MAX_BYTES),
      lines: numbers.format(options.maxLines),
    });
  const refusal = (refused: TextFileRefusal, options: TextFileOptions, wrongType?: string): string => {
    switch (refused.reason) {
      case "wrong_type":
        return wrongType ?? t("def.widgets.text_file.wrong_type", { types: (options.extensions ?? []).join(", ") });
      case "too_big":
        return t("def.widgets.text_file.too_big", { size: size(refused.size), max: size(refused.max) });
      case "too_many_lines":
        return t("def.widgets.text_file.too_many_lines", { max: numbers.format(refused.max) });
      case "not_text":
        return t("def.widgets.text_file.not_text");
      case "unreadable":
        return t("def.widgets.text_file.unreadable");
    }
  };
  return { limits, refusal };
};
