import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { FullPageSpin } from "@/components/layout/FullPageSpin";

/** A lazy page with the route spinner while its chunk loads. */
export const page = (View: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<FullPageSpin />}>
    <View />
  </Suspense>
);
