import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { FullPageSpin } from "./FullPageSpin";

/** A lazy page with the route spinner while its chunk loads. */
export const page = (View: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<FullPageSpin />}>
    <View />
  </Suspense>
);
