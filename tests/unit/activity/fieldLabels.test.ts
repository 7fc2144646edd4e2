import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/config";
import { registry } from "@/registry";
import { AUDITED_RESOURCES } from "@/registry/areas/activity";
import { changesLine, fieldLabelKeys, valueLabelKey } from "@/registry/areas/activityCells";
import { emptyProxyConfigForm, toProxyConfigInput } from "@/registry/areas/proxyConfigForm";
import { emptyServerValues, toServerInput } from "@/registry/areas/serverForm";
import type { ResourceDeclaration } from "@/registry/types";
import { translatorOf } from "../../support/translator";

// Every field an Activity entry of an audited area can name reads in each of the console's languages,
// and so does every value the area's list labels: no entry shows `serverParams` or "NEW".

/** What the console sends beyond the declared fields: the bodies its forms build. */
const BODIES: Readonly<Record<string, () => object>> = {
  servers: () => toServerInput(emptyServerValues("DEDIK"), null),
  "proxy-configs": () => toProxyConfigInput(emptyProxyConfigForm()),
};

const areaOf = (name: string): ResourceDeclaration => {
  const area = registry.find((r) => r.name === name);
  if (!area) throw new Error(`${name} is not declared`);
  return area;
};

const fieldsOf = (area: ResourceDeclaration): string[] => {
  const columns = (area.table?.columns ?? []).filter((c) => c.export !== false).map((c) => c.key);
  const form = (area.form?.fields ?? []).filter((f) => !f.bare).map((f) => f.key.split(".")[0] ?? f.key);
  const body = Object.keys(BODIES[area.name]?.() ?? {}).filter((key) => key !== "id");
  return [...new Set([...columns, ...form, ...body])];
};

/** The values a labelled field can hold: its tones, its filter's values and its form's options. */
const valuesOf = (area: ResourceDeclaration, field: string): string[] => {
  const column = area.table?.columns.find((c) => c.key === field);
  const filter = area.table?.filters?.find((f) => f.name === field);
  const options = area.form?.fields.find((f) => f.key === field)?.options ?? [];
  return [
    ...new Set([
      ...Object.keys(column?.tones ?? {}),
      ...(filter && "values" in filter ? filter.values : []),
      ...options.map((o) => String(o.value)),
    ]),
  ];
};

const audited = AUDITED_RESOURCES.map(areaOf);
const fields = audited.flatMap((area) => fieldsOf(area).map((field) => ({ area, field })));
const labelled = fields.flatMap(({ area, field }) =>
  valuesOf(area, field)
    .filter((value) => valueLabelKey(area, field, value) !== undefined)
    .map((value) => ({ area, field, value })),
);

describe.each(LANGUAGES.map((lang) => [lang, translatorOf(lang)] as const))("Activity in %s", (lang, { t, exists }) => {
  it.each(fields.map(({ area, field }) => [area.name, field, area] as const))(
    "%s: the field %s reads by its label",
    (_, field, area) => {
      const key = fieldLabelKeys(area, field).find(exists);
      expect(key, `no ${lang} label among ${fieldLabelKeys(area, field).join(", ")}`).toBeDefined();
      const line = changesLine({ resource: area.name, changes: [{ field, old: 1, new: 2 }] }, t);
      expect(line).toBe(`${t(key ?? "")}: 1 → 2`);
    },
  );

  it.each(labelled.map(({ area, field, value }) => [area.name, field, value, area] as const))(
    "%s: the value %s = %s reads by its label",
    (_, field, value, area) => {
      const key = valueLabelKey(area, field, value);
      expect(key && exists(key), `${lang} has no ${String(key)}`).toBe(true);
      const line = changesLine({ resource: area.name, changes: [{ field, new: value }] }, t);
      expect(line.endsWith(`: ${t(key ?? "")}`), line).toBe(true);
    },
  );
});

describe("the audited fields the checks above run over", () => {
  it("include the nested settings, the form-only fields and the labelled statuses", () => {
    const names = fields.map(({ area, field }) => `${area.name}.${field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "servers.serverParams",
        "servers.description",
        "proxy-configs.authParams",
        "proxy-configs.otherParams",
        "users.status",
        "keywords.favorite",
        "sms-services.isActive",
        "locales.type",
      ]),
    );
    expect(labelled.map(({ area, field, value }) => `${area.name}.${field}=${value}`)).toEqual(
      expect.arrayContaining(["users.status=NEW", "campaign-list.status=PAUSED", "locales.type=TEST"]),
    );
  });
});
