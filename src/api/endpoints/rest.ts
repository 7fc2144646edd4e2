import { request } from "@/api/http";
import { toCamelCase, toSnakeCase } from "@/api/types/fleet";
import { deleteById, pagedList, sendForm } from "./calls";

type Plain = Record<string, unknown>;

const renameKeys = (value: object, rename: (key: string) => string): Plain =>
  Object.fromEntries(Object.entries(value).map(([key, v]) => [rename(key), v]));

export const fromWire = <Row extends object>(wire: object): Row => renameKeys(wire, toCamelCase) as Row;

export const toWire = (row: object): Plain => renameKeys(row, toSnakeCase);

/**
 * The five calls of an area the API serves the usual way (docs/api.md "A plain area"): GET
 * `<base>/list` (paging, search, sort, filters), GET `<base>/?id=`, POST `<base>/add`, PUT
 * `<base>/update` with the `id` in the body, DELETE `<base>?id=`. Field names are the wire's in
 * camelCase, so a declaration needs no types or converters of its own.
 */
export const restApi = <Row extends { id: number }, Input extends object = Omit<Row, "id">>(base: string) => ({
  list: pagedList<object, Row>(`${base}/list`, fromWire),
  one: async (id: string, signal?: AbortSignal): Promise<Row> =>
    fromWire<Row>(await request<object>("GET", `${base}/`, { params: { id: Number(id) }, signal })),
  create: (input: Input): Promise<Row> => sendForm("POST", `${base}/add`, toWire(input), fromWire<Row>),
  update: (id: string, input: Input): Promise<Row> =>
    sendForm("PUT", `${base}/update`, { ...toWire(input), id: Number(id) }, fromWire<Row>),
  remove: deleteById(base),
});
