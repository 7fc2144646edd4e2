import { forwardRef, useCallback, type AnchorHTMLAttributes } from "react";
import type { GoConfig, RouterProvider } from "@refinedev/core";
import { Link, useLocation, useNavigate, useParams } from "react-router";

/**
 * refine's router bindings (go, back, parse) over the react-router copy this test renders
 * with. Under vitest, @refinedev/react-router resolves another copy of react-router, whose
 * hooks never see the MemoryRouter here.
 */
const toUrl = ({ to, query, hash }: GoConfig, fallback: string): string => {
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
    : "";
  return `${to ?? fallback}${search ? `?${search}` : ""}${hash ? `#${hash.replace(/^#/, "")}` : ""}`;
};

const TestLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  ({ to, ...rest }, ref) => <Link ref={ref} to={to} {...rest} />,
);
TestLink.displayName = "TestLink";

export const testRouterProvider: RouterProvider = {
  go: () => {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    return useCallback(
      (config: GoConfig) => {
        const url = toUrl(config, pathname);
        if (config.type === "path") return url;
        void navigate(url, { replace: config.type === "replace" });
        return undefined;
      },
      [navigate, pathname],
    );
  },
  back: () => {
    const navigate = useNavigate();
    return useCallback(() => void navigate(-1), [navigate]);
  },
  parse: () => {
    const { pathname, search } = useLocation();
    const params = useParams();
    return useCallback(
      () => ({ pathname, params: { ...Object.fromEntries(new URLSearchParams(search)), ...params } }),
      [pathname, search, params],
    );
  },
  Link: TestLink,
};
