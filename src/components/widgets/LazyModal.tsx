import { Suspense, useState } from "react";
import type { ModalProps } from "antd";
import { lazyPage } from "@/components/lazyPage";

export const modalCode = { load: () => import("antd/es/modal") };

/** antd's Modal loaded at first opening (8 KB gzip off every page), then kept mounted for its own close motion. */
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
