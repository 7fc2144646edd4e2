import { Button, Modal, type ModalProps } from "antd";

export type CloseOnlyDialogProps = Pick<
  ModalProps,
  "open" | "title" | "width" | "destroyOnHidden" | "afterClose" | "children"
> & {
  onClose: () => void;
  /** the one button's text, in the area's own words */
  closeText: string;
};

/** A dialog that only shows something: its one button, Close, does what Esc and the × do. */
export const CloseOnlyDialog = ({ onClose, closeText, children, ...modal }: CloseOnlyDialogProps) => (
  <Modal {...modal} onCancel={onClose} footer={<Button onClick={onClose}>{closeText}</Button>}>
    {children}
  </Modal>
);
