import type { ReactNode } from "react";
import { Form, Modal, type FormProps } from "antd";
import { useTranslate } from "@refinedev/core";
import { FormDefaults } from "./FormDefaults";
import { SaveFailedAlert } from "./SaveFailedAlert";

interface FormDialogProps<TValues> {
  open: boolean;
  title: ReactNode;
  /** the submit button's text, where the dialog does more than save (Add, Export) */
  okText?: string;
  onClose: () => void;
  afterClose?: () => void;
  /** also its element's id: OK is that form's submit button */
  name: string;
  formProps: FormProps<TValues>;
  /** a save in flight: OK spins, and neither the fields nor a click on the mask take input */
  saving: boolean;
  failed?: { title: string; lines: readonly string[] } | null | false;
  below?: ReactNode;
  width?: number;
  /** false: a click beside the dialog does not close it (default: it does while nothing is saving) */
  maskClosable?: boolean;
  children: ReactNode;
}

/** OK is the form's own submit button, so Enter in a text field submits; a failed save keeps the fields as typed. */
export const FormDialog = <TValues,>({
  open,
  title,
  okText,
  onClose,
  afterClose,
  name,
  formProps,
  saving,
  failed,
  below,
  width,
  maskClosable = true,
  children,
}: FormDialogProps<TValues>) => {
  const t = useTranslate();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t("def.resource.save")}
      cancelText={t("def.resource.cancel")}
      okButtonProps={{ htmlType: "submit", form: name }}
      // The click submits through the button's form; the form's onFinish saves.
      onOk={() => undefined}
      onCancel={onClose}
      afterClose={afterClose}
      confirmLoading={saving}
      maskClosable={maskClosable && !saving}
      width={width}
      destroyOnHidden
    >
      {failed && <SaveFailedAlert title={failed.title} lines={failed.lines} />}
      <Form<TValues> layout="vertical" {...formProps} name={name} disabled={saving}>
        <FormDefaults />
        {children}
      </Form>
      {below}
    </Modal>
  );
};
