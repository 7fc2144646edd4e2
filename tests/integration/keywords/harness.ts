import { recordRequests } from "../../support/pageHarness";
import { cellText, contentRows, openListPage, rowWhere } from "../../support/listPage";

export { modal, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const recordKeywordRequests = () => recordRequests("/keywords/");

export const rows = contentRows;

export const keywordsShown = (): string[] => rows().map((r) => cellText(r, 1));

export const rowOf = (keyword: string): HTMLElement => rowWhere(1, keyword);

export const PAGE = "/keywords?auid=app-0001&locale=1";

export const openKeywords = (path = PAGE, login = "admin") =>
  openListPage({ path, login, title: "Keywords", record: ["/keywords/"], shown: () => rows().length });
