export { ProfileDialog, default } from "./ProfileDialog";
