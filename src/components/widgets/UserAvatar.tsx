import { UserOutlined } from "@ant-design/icons";
import { Avatar, theme } from "antd";
import type { User } from "@/api/types";
import { displayName, initials } from "@/components/layout/userDisplay";

/** The avatar sizes in pixels. */
export const AVATAR_SIZES = { sm: 28, md: 40, lg: 96 } as const;
type AvatarSize = keyof typeof AVATAR_SIZES;

interface UserAvatarProps {
  user: Pick<User, "name" | "surname" | "username" | "login" | "imageSrc">;
  size?: AvatarSize;
  shape?: "circle" | "square";
  label?: string;
}

/** The uploaded image, else initials on the brand colour, else a person icon; named for screen readers. */
export const UserAvatar = ({ user, size = "md", shape = "circle", label }: UserAvatarProps) => {
  const { token } = theme.useToken();
  const px = AVATAR_SIZES[size];
  const name = label ?? displayName(user as User);
  const letters = initials(user as User);
  // A picture is named by its alt text; initials or the icon become one named image instead.
  const named = name && !user.imageSrc;
  return (
    <span
      role={named ? "img" : undefined}
      aria-label={named ? name : undefined}
      aria-hidden={name ? undefined : true}
      style={{ display: "inline-flex", flexShrink: 0 }}
    >
      <Avatar
        size={px}
        shape={shape}
        src={user.imageSrc || undefined}
        alt={name}
        icon={user.imageSrc || letters ? undefined : <UserOutlined aria-hidden />}
        style={{ backgroundColor: token.colorPrimary, fontSize: Math.round(px / 2.6) }}
      >
        {letters}
      </Avatar>
    </span>
  );
};
