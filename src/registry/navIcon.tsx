import type { ReactNode } from "react";

/** The sidebar's icons by name; filled by ./navIcons, which only the signed-in shell imports. */
const icons = new Map<string, ReactNode>();

export const registerNavIcons = (entries: Record<string, ReactNode>): void => {
  for (const [name, icon] of Object.entries(entries)) icons.set(name, icon);
};

/**
 * A sidebar icon named in the resource registry. The registry is read by the router on the sign-in
 * page too, so it names its icons instead of importing them: the icon set loads with the signed-in
 * shell, which registers it before it renders.
 */
export const NavIcon = ({ name }: { name: string }) => <>{icons.get(name) ?? null}</>;
