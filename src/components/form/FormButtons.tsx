import { useTranslate } from "@refinedev/core";
import { Button, Flex, type FlexProps } from "antd";

type FormButtonsProps = Pick<FlexProps, "justify" | "wrap" | "style"> & {
  onCancel: () => void;
  saving: boolean;
  /** the form Save submits, when the buttons sit outside it (a drawer's header) */
  form?: string;
  okText?: string;
};

/** Cancel and Save (the form's submit) at the end of a form outside FormDialog, in the same words as its buttons. */
export const FormButtons = ({ onCancel, saving, form, okText, ...row }: FormButtonsProps) => {
  const t = useTranslate();
  return (
    <Flex gap={8} {...row}>
      <Button onClick={onCancel}>{t("def.resource.cancel")}</Button>
      <Button type="primary" htmlType="submit" form={form} loading={saving}>
        {okText ?? t("def.resource.save")}
      </Button>
    </Flex>
  );
};
