import { firstFailure, type FormChecks } from "@/lib/fieldChecks";

/** Form state without React: what antd's Form did, without loading it on the sign-in page. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface AuthFormConfig<V> {
  checks: FormChecks<V>;
  /** A field re-checked when one of these changes (the confirmation follows the password). */
  dependencies?: { readonly [K in keyof V]?: readonly (keyof V)[] };
}

export interface AuthFormModel<V> {
  values: V;
  errors: FieldErrors<V>;
  /** From the first submit on, a field is checked as it changes; before it, only on submit. */
  submitted: boolean;
  /** A dependant is re-checked once dirty, so a confirmation typed first is not shouted at. */
  dirty: readonly (keyof V)[];
}

export const initialModel = <V>(values: V): AuthFormModel<V> => ({
  values,
  errors: {},
  submitted: false,
  dirty: [],
});

const withError = <V>(errors: FieldErrors<V>, name: keyof V, message: string | undefined): FieldErrors<V> => {
  const { [name]: _old, ...rest } = errors;
  return (message === undefined ? rest : { ...rest, [name]: message }) as FieldErrors<V>;
};

const markDirty = <V>(dirty: readonly (keyof V)[], names: readonly (keyof V)[]): (keyof V)[] => [
  ...new Set([...dirty, ...names]),
];

const check = <V>(config: AuthFormConfig<V>, values: V, name: keyof V): string | undefined =>
  firstFailure(config.checks[name], values[name], values);

const dependantsOf = <V>(config: AuthFormConfig<V>, name: keyof V): (keyof V)[] =>
  (Object.keys(config.dependencies ?? {}) as (keyof V)[]).filter((field) =>
    config.dependencies?.[field]?.includes(name),
  );

export const changeField = <V, K extends keyof V>(
  model: AuthFormModel<V>,
  config: AuthFormConfig<V>,
  name: K,
  value: V[K],
): AuthFormModel<V> => {
  const values = { ...model.values, [name]: value };
  let errors = model.submitted ? withError(model.errors, name, check(config, values, name)) : model.errors;
  for (const dependant of dependantsOf(config, name)) {
    if (model.dirty.includes(dependant)) errors = withError(errors, dependant, check(config, values, dependant));
  }
  return { ...model, values, errors, dirty: markDirty(model.dirty, [name]) };
};

export const submitModel = <V>(model: AuthFormModel<V>, config: AuthFormConfig<V>): AuthFormModel<V> => {
  const names = Object.keys(config.checks) as (keyof V)[];
  let errors: FieldErrors<V> = {};
  for (const name of names) errors = withError(errors, name, check(config, model.values, name));
  return { ...model, errors, submitted: true, dirty: markDirty(model.dirty, names) };
};

/** Errors the server gave for named fields; they stay until the field is changed and checked again. */
export const markErrors = <V>(
  model: AuthFormModel<V>,
  fields: readonly { name: keyof V; errors: readonly string[] }[],
): AuthFormModel<V> => {
  let errors = model.errors;
  for (const field of fields) errors = withError(errors, field.name, field.errors[0]);
  return {
    ...model,
    errors,
    dirty: markDirty(
      model.dirty,
      fields.map((field) => field.name),
    ),
  };
};

export const invalidFields = <V>(model: AuthFormModel<V>): (keyof V)[] =>
  (Object.keys(model.errors) as (keyof V)[]).filter((name) => model.errors[name] !== undefined);
