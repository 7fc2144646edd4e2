/** The broker, the notification centre and demo pushes; areas import `notifyUser` / `notifyRoles`. */
export { broker, openConnection, stompHandlers, STOMP_PATH } from "./broker";
export { notifyRoles, notifyUser } from "./notifications";

export const STATUS_QUEUE_PATH = "/user/queue/status";
export { setDemoPushes } from "./demo";
