import { AppLayout } from "@/components/layout/AppLayout";
import { NotificationBell } from "@/components/notifications/NotificationBell";
import { ProfileDialog } from "@/components/profile/ProfileDialog";

/** The signed-in shell: layout with the notification bell, and the profile dialog mounted once. */
export default function SignedInLayout() {
  return (
    <>
      <AppLayout headerExtra={<NotificationBell />} />
      <ProfileDialog />
    </>
  );
}
