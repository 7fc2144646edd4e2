import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  danger?: boolean;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
}

export interface UseConfirm {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactElement;
}

/** `if (await confirm({ title })) remove()`; the caller renders `dialog`, which takes its theme and language. */
export const useConfirm = (): UseConfirm => {
  const [options, setOptions] = useState<ConfirmOptions>();
  const [open, setOpen] = useState(false);
  const resolver = useRef<(answer: boolean) => void>(undefined);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = undefined;
    setOpen(false);
  }, []);

  useEffect(() => () => resolver.current?.(false), []);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request replaces the first, which counts as declined.
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <ConfirmDialog
      open={open}
      title={options?.title}
      description={options?.description}
      danger={options?.danger}
      confirmText={options?.confirmText}
      cancelText={options?.cancelText}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );

  return { confirm, dialog };
};
