import { describe, expect, it } from "vitest";
import { deleteKeys } from "@/registry/labels";
import { proxyConfigs } from "@/registry/areas/proxies";
import { servers } from "@/registry/areas/servers";
import { deleteTextsOf } from "@/resources/views/useConfirmedDelete";

/** Shows which key a text came from and what it was given. */
const t = (key: string, params?: Record<string, unknown>) =>
  params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;

describe("a row's delete texts come from its area's declaration", () => {
  it("names the server in every text, from the row", () => {
    expect(deleteTextsOf(servers, { id: 4, name: "pi-lviv-01" }, t)).toEqual({
      title: 'servers.delete.title {"name":"pi-lviv-01"}',
      description: 'servers.delete.description {"name":"pi-lviv-01"}',
      confirmText: 'servers.delete.confirm {"name":"pi-lviv-01"}',
      success: 'servers.delete.success {"name":"pi-lviv-01"}',
      successText: undefined,
      failed: 'servers.delete.failed {"name":"pi-lviv-01"}',
      fallback: undefined,
    });
  });

  it("takes what only the page knows, shows a declared parameter under the success and has a fallback reason", () => {
    const texts = deleteTextsOf(proxyConfigs, { id: 3 }, t, { config: "#3 · feed.example", total: 12 });
    expect(texts.description).toBe('proxy.configs.delete_text {"config":"#3 · feed.example","total":12}');
    expect(texts.successText).toBe("#3 · feed.example");
    expect(texts.fallback).toBe("proxy.errors.unknown");
  });

  it("falls back to the generic texts where an area declares none", () => {
    expect(deleteTextsOf({}, { id: 1 }, t).title).toBe("def.resource.delete_title");
  });

  it("lays keys out under one prefix", () => {
    expect(deleteKeys("apps.delete")).toMatchObject({
      title: "apps.delete.title",
      description: "apps.delete.description",
      confirm: "apps.delete.confirm",
      success: "apps.delete.success",
      failed: "apps.delete.failed",
    });
  });
});
