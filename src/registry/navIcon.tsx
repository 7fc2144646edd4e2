import type { ReactNode } from "react";

/** The sidebar's icons by name; filled by ./navIcons, which only the signed-in shell imports. */
const icons = new Map<string, ReactNode>();

export const registerNavIcons = (entries: Record<string, ReactNode>): void => {
  for (const [name, icon] of Object.entries(entries)) icons.set(name, icon);
};

/** The registry names its icons; the icon set loads with the signed-in shell, off the sign-in page. */
export const NavIcon = ({ name }: { name: string }) => <>{icons.get(name) ?? null}</>;
