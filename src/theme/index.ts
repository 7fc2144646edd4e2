export { ThemeProvider, type ThemeProviderProps } from "./ThemeProvider";
export { themeConfig } from "./themeConfig";
export { useDocumentTheme } from "./useDocumentTheme";
