/**
 * The mock's realtime side: the STOMP broker, the notification centre on top of it and the
 * demo's periodic pushes. Area handlers import `notifyUser` / `notifyRoles` from here.
 */
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
