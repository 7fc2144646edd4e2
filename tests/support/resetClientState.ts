import { resetHttpState } from "@/api/http";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";

/** The stores live in memory across the tests of a file: each test starts signed out, with no stored preferences. */
export function resetClientState(): void {
  resetHttpState();
  useAuthStore.setState({ user: null, apiKey: null, tokenChecked: false, error: null, isLoading: false });
  useUiStore.setState({ tablePagination: {}, tableSorting: {} });
  localStorage.clear();
  sessionStorage.clear();
}
