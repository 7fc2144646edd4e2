import dayjs from "dayjs";
import { resetHttpState } from "@/api/http";
import { DEFAULT_LANGUAGE } from "@/config";
import { dayjsLocaleCode } from "@/lib/locales";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import { useMissingAreas } from "@/state/missingAreas";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { usePalette } from "@/components/palette/paletteStore";

/** The stores live in memory across the tests of a file: each test starts signed out, with no stored preferences. */
export function resetClientState(): void {
  resetHttpState();
  useAuthStore.setState({ user: null, apiKey: null, tokenChecked: false, error: null, isLoading: false });
  useUiStore.setState(useUiStore.getInitialState());
  // A language a test switched to also set dayjs's global locale (and lib/dayjsLocales applies the
  // store's language when a later file first loads it): the next test's dates start in English.
  dayjs.locale(dayjsLocaleCode(DEFAULT_LANGUAGE));
  // An area a test's server lacked (a 404 from its list) is back for the next test.
  useMissingAreas.getState().reset();
  // Dialogs opened from anywhere are global stores: one left open would show up in the next test.
  useMachineDialog.setState({ name: null, shown: null });
  useProfileDialog.setState(useProfileDialog.getInitialState());
  usePalette.setState(usePalette.getInitialState());
  // The failed-submit announcer lives outside React (announceErrors): a leftover alert would be found by the next test.
  document.getElementById("form-error-announcer")?.remove();
  localStorage.clear();
  sessionStorage.clear();
}
