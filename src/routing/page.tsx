import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { FullPageSpin } from "@/components/layout/FullPageSpin";

export const page = (View: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<FullPageSpin />}>
    <View />
  </Suspense>
);
