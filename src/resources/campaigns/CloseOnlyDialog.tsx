import { useTranslate } from "@refinedev/core";
import { Button, Modal, type ModalProps } from "antd";

export type CloseOnlyDialogProps = Pick<ModalProps, "open" | "title" | "width" | "children"> & { onClose: () => void };

/** A campaigns dialog that only shows something: its one button, Close, does what Esc and the × do. */
export const CloseOnlyDialog = ({ onClose, children, ...modal }: CloseOnlyDialogProps) => {
  const t = useTranslate();
  return (
    <Modal {...modal} onCancel={onClose} footer={<Button onClick={onClose}>{t("campaigns.close")}</Button>}>
      {children}
    </Modal>
  );
};
