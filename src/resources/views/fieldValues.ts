import { parseNumberText } from "@/lib/numberText";
import type { FieldSpec, ResourceDeclaration } from "@/registry/types";

export type FormMode = "create" | "edit";
export type FormValues = Record<string, unknown>;

/** Record values on edit, `initial` on create; numbers as text for NumberField, and a password never shown back. */
export const initialValues = (fields: readonly FieldSpec[], record?: Record<string, unknown>): FormValues => {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.bare) continue;
    const stored = record?.[field.key];
    const value = record ? stored : field.initial;
    if (field.kind === "password") values[field.key] = "";
    else if (field.kind === "switch") values[field.key] = typeof value === "boolean" ? value : false;
    else if (field.kind === "number") values[field.key] = typeof value === "number" ? String(value) : (value ?? "");
    else if (field.kind === "text" || field.kind === "textarea") values[field.key] = value ?? "";
    else if (field.kind === "locale") values[field.key] = value ?? null;
    else values[field.key] = value ?? undefined;
  }
  return values;
};

/** On edit an empty password is left out, so it does not reset the current one. */
export const toBody = (fields: readonly FieldSpec[], values: FormValues, mode: FormMode): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.bare) continue;
    const value = values[field.key];
    if (field.kind === "number") {
      body[field.key] = typeof value === "string" ? parseNumberText(value) : typeof value === "number" ? value : null;
    } else if (field.kind === "switch") {
      body[field.key] = value === true;
    } else if (field.kind === "password") {
      if (typeof value === "string" && value !== "") body[field.key] = value;
      else if (mode === "create") body[field.key] = "";
    } else if (typeof value === "string") {
      const text = field.kind === "text" || field.kind === "textarea" ? value.trim() : value;
      body[field.key] = field.upper ? text.toUpperCase() : text;
    } else {
      body[field.key] = value ?? null;
    }
    if (field.emptyValue !== undefined && isEmptyValue(body[field.key])) body[field.key] = field.emptyValue;
  }
  return body;
};

export const shownKeys = (resource: ResourceDeclaration): string[] => {
  if (resource.show?.fields) return [...resource.show.fields];
  const keys = (resource.table?.columns ?? []).map((c) => c.key);
  for (const field of resource.form?.fields ?? []) {
    if (field.kind !== "password" && !field.bare && !keys.includes(field.key)) keys.push(field.key);
  }
  return keys;
};

export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
