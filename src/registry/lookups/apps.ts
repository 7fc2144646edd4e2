import { appsApi } from "@/api/endpoints/apps";
import type { AppPreviewWire } from "@/api/types/apps";
import { joinParts, partsLookup } from "./partsLookup";

/** What the store shows for an id in a locale; the record's id is `<app id>|<country_language>`. */
export interface AppPreview extends AppPreviewWire {
  id: string;
}

export const previewId = (appId: string, code: string): string => joinParts(appId, code);

export const appPreview = partsLookup("app-preview", ([appId = "", code = ""]) => appsApi.preview(appId, code));

export const appLookups = [appPreview];
