export { AccessDenied } from "./AccessDenied";
export { NotFound } from "./NotFound";
export { NotFoundIllustration } from "./NotFoundIllustration";
export { RouterError, RouterErrorBoundary, RouterErrorView, type RouterErrorViewProps } from "./RouterError";
