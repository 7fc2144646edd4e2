import { AppLayout } from "@/components/layout/AppLayout";
import { SharedDialogs } from "@/routing/SharedDialogs";
import { TranslationsGate } from "@/components/layout/TranslationsGate";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { RefineProvider } from "@/providers/RefineProvider";
import { useLeaveOnSignOut } from "./useLeaveOnSignOut";
import { SendPendingDeletes } from "./SendPendingDeletes";
import { ActivityProbe } from "@/resources/activity/ActivityProbe";

/** The signed-in shell: refine with its providers, the layout with the bell, the shared dialogs
 * (profile, machine detail) mounted once, each loaded when first opened. */
export default function SignedInLayout() {
  useLeaveOnSignOut();
  return (
    <TranslationsGate>
      <RefineProvider>
        <AppLayout headerExtra={<NotificationBell />} />
        <SharedDialogs />
        <SendPendingDeletes />
        <ActivityProbe />
      </RefineProvider>
    </TranslationsGate>
  );
}
