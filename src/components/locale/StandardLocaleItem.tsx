import { Form } from "antd";
import type { LocaleLookup } from "@/components/locale/useLocales";
import { LocaleSelect } from "./LocaleSelect";

interface StandardLocaleItemProps {
  locales: LocaleLookup;
  label: string;
  message: string;
}

/** The form's required `localeId`, among STANDARD locales only (add app, account import and export). */
export const StandardLocaleItem = ({ locales, label, message }: StandardLocaleItemProps) => (
  <Form.Item name="localeId" label={label} rules={[{ required: true, message }]}>
    <LocaleSelect locales={locales} only="standard" />
  </Form.Item>
);
