import type { User } from "@/api/types";

export const displayName = (user: User | null | undefined): string => {
  if (!user) return "";
  const full = [user.name, user.surname].filter(Boolean).join(" ").trim();
  return full || user.username || user.login;
};

export const initials = (user: User | null | undefined): string =>
  displayName(user)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
