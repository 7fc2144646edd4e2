import { create } from "zustand";
import { persist } from "zustand/middleware";
import { DEFAULT_LANGUAGE, type Language } from "@/config";

export type Theme = "light" | "dark";
export interface TableSort {
  key: string;
  asc: boolean;
}

/** A named view of a list: its URL query (filters, search, sort, size) and its columns. */
export interface SavedView {
  name: string;
  params: string;
  hidden: string[];
  order: string[];
}

interface UiState {
  isSidebarExpanded: boolean;
  theme: Theme;
  language: Language;
  /** items per page, per table key; -1 means All */
  tablePagination: Record<string, number>;
  tableSorting: Record<string, TableSort>;
  /** columns hidden from a list, per user and list (`<user>:<table key>`) */
  hiddenColumns: Record<string, string[]>;
  /** a list's columns in the user's order, per user and list (keys; absent = declared order) */
  columnOrder: Record<string, string[]>;
  savedViews: Record<string, SavedView[]>;
  setSidebarExpanded: (v: boolean) => void;
  toggleSidebar: () => void;
  setTheme: (t: Theme) => void;
  toggleTheme: () => void;
  setLanguage: (l: Language) => void;
  setTablePageSize: (table: string, size: number) => void;
  setTableSort: (table: string, sort: TableSort) => void;
  setHiddenColumns: (key: string, columns: string[]) => void;
  setColumnOrder: (key: string, columns: string[]) => void;
  setSavedViews: (key: string, views: SavedView[]) => void;
}

const systemTheme = (): Theme =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";

export const UI_STORAGE_KEY = "ui-storage";

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      isSidebarExpanded: true,
      theme: systemTheme(),
      language: DEFAULT_LANGUAGE,
      tablePagination: {},
      tableSorting: {},
      hiddenColumns: {},
      columnOrder: {},
      savedViews: {},
      setSidebarExpanded: (v) => set({ isSidebarExpanded: v }),
      toggleSidebar: () => set((s) => ({ isSidebarExpanded: !s.isSidebarExpanded })),
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((s) => ({ theme: s.theme === "dark" ? "light" : "dark" })),
      setLanguage: (language) => set({ language }),
      setTablePageSize: (table, size) => set((s) => ({ tablePagination: { ...s.tablePagination, [table]: size } })),
      setTableSort: (table, sort) => set((s) => ({ tableSorting: { ...s.tableSorting, [table]: sort } })),
      setHiddenColumns: (key, columns) => set((s) => ({ hiddenColumns: { ...s.hiddenColumns, [key]: columns } })),
      setColumnOrder: (key, columns) => set((s) => ({ columnOrder: { ...s.columnOrder, [key]: columns } })),
      setSavedViews: (key, views) => set((s) => ({ savedViews: { ...s.savedViews, [key]: views } })),
    }),
    {
      name: UI_STORAGE_KEY,
      partialize: (s) => ({
        isSidebarExpanded: s.isSidebarExpanded,
        theme: s.theme,
        language: s.language,
        tablePagination: s.tablePagination,
        tableSorting: s.tableSorting,
        hiddenColumns: s.hiddenColumns,
        columnOrder: s.columnOrder,
        savedViews: s.savedViews,
      }),
    },
  ),
);
