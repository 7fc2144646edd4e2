import { Suspense, useState } from "react";
import type { ModalProps } from "antd";
import { lazyPage } from "@/components/lazyPage";

export const modalCode = { load: () => import("antd/es/modal") };

/**
 * antd's Modal, loaded when it first opens: the confirmations every list renders closed (a delete,
 * the "All" page size) put antd's dialog code (8 KB gzip) on every page. Once opened it stays
 * mounted, so it closes with antd's own motion and focus return. Offline at the first opening, it
 * says so where it stands and opens once the code arrives; each component made here remembers its
 * own load, failed or not.
 */
export const createLazyModal = () => {
  const Modal = lazyPage<ModalProps>(() => modalCode.load());
  return function LazyModal(props: ModalProps) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
};

export const LazyModal = createLazyModal();
