import { AppLayout } from "@/components/layout/AppLayout";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { ProfileDialog } from "@/components/profile/ProfileDialog";
import { RefineProvider } from "@/providers/RefineProvider";
import { MachineDetailDialog } from "@/resources/machines/MachineDetailDialog";

/** The signed-in shell: refine with its providers, the layout with the bell, the shared dialogs
 * (profile, machine detail) mounted once. */
export default function SignedInLayout() {
  return (
    <RefineProvider>
      <AppLayout headerExtra={<NotificationBell />} />
      <ProfileDialog />
      <MachineDetailDialog />
    </RefineProvider>
  );
}
