import { useEffect } from "react";
import { Flex, Form, Input, Radio, theme, Typography } from "antd";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { LOCALE_TYPES, type Locale, type LocaleInput } from "@/api/types/locales";
import { useDialogForm } from "@/components/form/useDialogForm";
import { CountryFlag, flagUrl } from "@/components/locale";
import { RequiredShake, useDebouncedValue } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { maxLengthRule, twoLetterRule } from "@/components/form/textRules";
import {
  addLocaleFailure,
  emptyLocaleForm,
  FLAG_PREVIEW_MS,
  formToLocaleInput,
  LOCALE_FORM_FIELDS,
  type LocaleFormValues,
} from "./localeForm";
import { countedLocales } from "@/registry/lookups/locales";
import { FormDialog } from "@/components/form/FormDialog";

/** The flag of the typed country, once typing has rested (spec §4, §9: 300 ms), so no image is fetched per key. */
const FlagPreview = ({ country }: { country: string }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const code = useDebouncedValue(country.trim(), FLAG_PREVIEW_MS);
  return (
    <Flex
      align="center"
      gap={8}
      data-testid="flag-preview"
      style={{ minHeight: 32, padding: "4px 12px", borderRadius: token.borderRadius, background: token.colorFillAlter }}
    >
      <Typography.Text type="secondary">{t("locale.add.preview")}</Typography.Text>
      {flagUrl(code) ? (
        <CountryFlag key={code} code={code} />
      ) : (
        <Typography.Text type="secondary">{t("locale.add.preview_none")}</Typography.Text>
      )}
    </Flex>
  );
};

const required = (t: ReturnType<typeof useTranslate>, key: "language" | "country" | "name") => [
  { required: true, whitespace: true, message: t(`locale.add.errors.${key}`) },
];

/** The language's or the country's code: required, two Latin letters (issue 32: not `<b>` or `12`), half the row. */
const CodeItem = ({ name, label, help }: { name: "language" | "country"; label: string; help: string }) => {
  const t = useTranslate();
  const rules = [...required(t, name), twoLetterRule(t(`locale.add.errors.${name}_format`))];
  return (
    <Form.Item name={name} label={label} extra={help} rules={rules} style={{ flex: "1 1 160px" }}>
      <RequiredShake>
        <Input autoComplete="off" maxLength={8} />
      </RequiredShake>
    </Form.Item>
  );
};

/**
 * Add a locale (spec §5: language, country and name required; §8: its own messages). It saves
 * through the `locales` resource, so refine refreshes every locale select of the console.
 */
export const AddLocaleDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { form, formProps, saving, failure } = useDialogForm<LocaleFormValues, LocaleInput, Locale>({
    resource: "locales",
    open,
    toInput: formToLocaleInput,
    fields: LOCALE_FORM_FIELDS,
    onSaved: () => {
      toast("success", t("locale.add.success"));
      void invalidate({ resource: countedLocales.name, invalidates: ["list"] });
      onClose();
    },
  });
  const country = Form.useWatch("country", form) ?? "";

  // Spec §8 names one message per failure, shown once per failed save as a toast; the dialog
  // stays open with everything typed and 422 errors under their fields.
  useEffect(() => {
    if (!failure) return;
    const reason = addLocaleFailure(failure.error);
    toast("error", "key" in reason ? t(reason.key) : reason.text);
  }, [failure, t]);

  return (
    <FormDialog
      open={open}
      title={t("locale.add.title")}
      onClose={onClose}
      name="add-locale"
      formProps={{ ...formProps, initialValues: emptyLocaleForm() }}
      saving={saving}
    >
      <Flex gap={16} wrap>
        <CodeItem name="language" label={t("locale.fields.language")} help={t("locale.add.language_help")} />
        <CodeItem name="country" label={t("locale.fields.country")} help={t("locale.add.country_help")} />
      </Flex>
      <Form.Item>
        <FlagPreview country={country} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t("locale.fields.name")}
        rules={[...required(t, "name"), maxLengthRule(t, t("locale.fields.name"), "name")]}
      >
        <RequiredShake>
          <Input autoComplete="off" placeholder={t("locale.add.name_placeholder")} />
        </RequiredShake>
      </Form.Item>
      <Form.Item name="type" label={t("locale.fields.type")}>
        <Radio.Group
          optionType="button"
          options={LOCALE_TYPES.map((type) => ({ value: type, label: t(`locale.types.${type}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
};

export default AddLocaleDialog;
