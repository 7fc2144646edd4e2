import { faultHandler } from "../faults";
import { accountHandlers } from "./accounts";
import { appHandlers } from "./apps";
import { auditHandlers } from "./audit";
import { botApiHandlers } from "./botApi";
import { campaignHandlers } from "./campaigns";
import { statisticHandlers } from "./statistic";
import { authHandlers } from "./auth";
import { deviceHandlers } from "./devices";
import { keywordHandlers } from "./keywords";
import { localeHandlers } from "./locales";
import { machineHandlers } from "./machines";
import { proxyHandlers } from "./proxies";
import { serverHandlers } from "./servers";
import { smsHandlers } from "./sms";
import { stompHandlers } from "../stomp";
import { userHandlers } from "./users";
import { userAdminHandlers } from "./userAdmin";
import { routed } from "../router";

/** Every mock endpoint, for the browser worker and the node server; faults first so they apply to every area. */
export const endpoints = [
  faultHandler,
  ...authHandlers,
  ...deviceHandlers,
  ...userHandlers,
  ...userAdminHandlers,
  ...machineHandlers,
  ...serverHandlers,
  ...proxyHandlers,
  ...smsHandlers,
  ...localeHandlers,
  ...appHandlers,
  ...keywordHandlers,
  ...accountHandlers,
  ...botApiHandlers,
  ...campaignHandlers,
  ...statisticHandlers,
  ...auditHandlers,
  ...stompHandlers,
];

export const handlers = routed(endpoints);
