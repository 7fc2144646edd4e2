import type { ReactNode } from "react";
import { Form, Modal, type FormProps } from "antd";
import { FormDefaults } from "./FormDefaults";
import { SaveFailedAlert } from "./SaveFailedAlert";

export interface FormDialogProps<TValues> {
  open: boolean;
  title: ReactNode;
  okText: string;
  cancelText: string;
  onClose: () => void;
  /** the <Form>'s props: useDialogForm's, with the form's own name, layout and initial values */
  formProps: FormProps<TValues>;
  /** a save in flight: OK spins, and neither the fields nor a click on the mask take input */
  saving: boolean;
  /** above the form after a failed save: what failed, then the server's words */
  failed?: { title: string; lines: readonly string[] } | null | false;
  /** below the form, e.g. a transfer's progress */
  below?: ReactNode;
  children: ReactNode;
}

/**
 * The dialog of a simple create/edit form (spec §5, §8): OK submits the form (validation first),
 * a save in flight locks it, a failed one says why above the fields and keeps them as typed.
 */
export const FormDialog = <TValues,>({
  open,
  title,
  okText,
  cancelText,
  onClose,
  formProps,
  saving,
  failed,
  below,
  children,
}: FormDialogProps<TValues>) => (
  <Modal
    open={open}
    title={title}
    okText={okText}
    cancelText={cancelText}
    onOk={() => formProps.form?.submit()}
    onCancel={onClose}
    confirmLoading={saving}
    maskClosable={!saving}
    destroyOnHidden
  >
    {failed && <SaveFailedAlert title={failed.title} lines={failed.lines} />}
    <Form<TValues> {...formProps} disabled={saving}>
      <FormDefaults />
      {children}
    </Form>
    {below}
  </Modal>
);
