import { Suspense, useState } from "react";
import { lazyPage } from "@/components/lazyPage";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { usePalette } from "@/components/palette/paletteStore";
import { usePaletteShortcut } from "@/components/palette/usePaletteShortcut";

// The dialogs bring antd's Table, Tabs and Upload: they load when first opened, not with the dashboard.
const ProfileDialog = lazyPage(() => import("@/components/profile/ProfileDialog"));
const MachineDetailDialog = lazyPage(() => import("@/resources/machines/MachineDetailDialog"));
// The palette brings cmdk and the areas' searches: only its shortcut and button are in the shell.
const CommandPalette = lazyPage(() => import("@/components/palette/CommandPalette"));

const useOpenedOnce = (isOpen: boolean): boolean => {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
};

/** The dialogs opened from anywhere (profile, machine detail, command palette), mounted once. */
export function SharedDialogs() {
  usePaletteShortcut();
  const profileOpened = useOpenedOnce(useProfileDialog((s) => s.isOpen));
  const machineOpened = useOpenedOnce(useMachineDialog((s) => s.name !== null));
  const paletteOpened = useOpenedOnce(usePalette((s) => s.isOpen));
  return (
    <>
      {profileOpened && (
        <Suspense fallback={null}>
          <ProfileDialog />
        </Suspense>
      )}
      {machineOpened && (
        <Suspense fallback={null}>
          <MachineDetailDialog />
        </Suspense>
      )}
      {paletteOpened && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </>
  );
}
