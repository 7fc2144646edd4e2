/** The broker, the notification centre and demo pushes; areas import `notifyUser` / `notifyRoles`. */
export {
  broker,
  openConnection,
  type BrokerSocket,
  stompHandlers,
  STOMP_PATH,
  CLOSE_FORBIDDEN,
  CLOSE_UNAUTHORIZED,
  type RouteHandler,
  type SendContext,
} from "./broker";
export { notifyRoles, notifyUser } from "./notifications";

export const STATUS_QUEUE_PATH = "/user/queue/status";
export { setDemoPushes } from "./demo";
